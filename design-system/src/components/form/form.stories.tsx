import type { ErrorBag } from '@exceed/contract';
import { useEffect } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../button/button.tsx';
import { Card } from '../card/index.ts';
import { Checkbox } from '../checkbox/checkbox.tsx';
import { CountrySelect } from '../country-select/country-select.tsx';
import { SAMPLE_COUNTRIES } from '../country-select/sample-countries.ts';
import { Input } from '../input/input.tsx';
import { PhoneInput } from '../phone-input/phone-input.tsx';
import { Textarea } from '../textarea/textarea.tsx';
import { toast } from '../toast/index.ts';
import { Form } from './index.ts';
import { useForm } from './use-form.ts';

interface Profile {
  firstName: string;
  lastName: string;
  headline: string;
  country: string | null;
  phoneNumber: string;
  newsletter: boolean;
}

const initialValues: Profile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  headline: 'Analyst of engines',
  country: 'GB',
  phoneNumber: '+44 20 7946 0958',
  newsletter: false,
};

/** Stands in for the contract's AJV validator, which returns the same kind of bag. */
function validate(values: Profile): ErrorBag {
  const errors: ErrorBag = {};
  if (values.firstName.trim() === '') errors.firstName = ['First name is required.'];
  if (values.lastName.trim() === '') errors.lastName = ['Last name is required.'];
  if (values.headline.length > 255) errors.headline = ['Headline must be at most 255 characters.'];
  if (!values.country) errors.country = ['Please select a valid country'];
  if (values.phoneNumber.trim() === '') errors.phoneNumber = ['Phone number must be at least 1 character.'];
  return errors;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface ProfileCardProps {
  /** What the pretend API answers. */
  answer?: 'ok' | '422' | 'pending';
  /** Errors shown on mount, as after a failed save. */
  serverErrors?: ErrorBag;
}

function ProfileCard({ answer = 'ok', serverErrors }: ProfileCardProps) {
  const form = useForm<Profile>({
    initialValues,
    validate,
    onSubmit: async () => {
      if (answer === 'pending') return new Promise(() => {});
      await wait(800);
      if (answer === '422') {
        return {
          lastName: ['The last name has already been taken.'],
          root: ['Some changes were not saved.'],
        };
      }
      toast({ title: 'User Updated', description: 'Successfully updated.', variant: 'success' });
      return undefined;
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: shows the story's errors once, on mount.
  useEffect(() => {
    if (serverErrors) form.setErrors(serverErrors);
    if (answer === 'pending') {
      form.setValue('headline', 'Analyst of engines and poet');
      void form.handleSubmit();
    }
  }, []);
  return (
    <Card style={{ maxWidth: '32rem' }}>
      <Form form={form} aria-label="Profile" showError={false}>
        <Card.Header>
          <Card.Title>Profile</Card.Title>
          <Card.Description>Save is enabled once something changed.</Card.Description>
        </Card.Header>
        <Card.Content style={{ display: 'grid', gap: '1rem' }}>
          <Form.Error form={form} />
          <Input label="First name" required {...form.register('firstName')} />
          <Input label="Last name" required {...form.register('lastName')} />
          <Textarea label="Headline" rows={2} {...form.register('headline')} />
          <CountrySelect label="Country" countries={SAMPLE_COUNTRIES} {...form.register('country')} />
          <PhoneInput label="Phone number" countries={SAMPLE_COUNTRIES} {...form.register('phoneNumber')} />
          <Checkbox
            label="Send me the monthly newsletter"
            name="newsletter"
            checked={form.values.newsletter}
            onCheckedChange={(checked) => form.setValue('newsletter', checked === true)}
          />
        </Card.Content>
        <Card.Footer style={{ gap: '0.5rem', justifyContent: 'flex-end' }}>
          <Button variant="outline" disabled={!form.dirty || form.submitting} onClick={() => form.reset()}>
            Cancel
          </Button>
          <Button type="submit" disabled={!form.dirty} loading={form.submitting}>
            {form.submitting ? 'Saving...' : 'Save'}
          </Button>
        </Card.Footer>
      </Form>
    </Card>
  );
}

const meta = {
  title: 'Forms/Form',
  component: ProfileCard,
  args: { answer: 'ok' },
  argTypes: { answer: { control: 'inline-radio', options: ['ok', '422', 'pending'] } },
} satisfies Meta<typeof ProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Change a field to enable Save; clear a name and leave it to see its error. */
export const ProfileCardForm: Story = {};

/** The API answers 422: the field errors land on their fields, the root error above them. */
export const ServerErrors: Story = {
  args: {
    answer: '422',
    serverErrors: {
      lastName: ['The last name has already been taken.', 'Last name is not valid.'],
      phoneNumber: ['Phone number must be at most 32 characters.'],
      root: ['Some changes were not saved.'],
    },
  },
};

/** While saving, the button reads "Saving..." and is busy. */
export const Saving: Story = { args: { answer: 'pending' } };

export const Dark: Story = { ...ServerErrors, globals: { theme: 'dark' } };
