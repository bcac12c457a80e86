import { COUNTRIES } from '@exceed/contract';
import { CountrySelect, Input, PhoneInput, Textarea } from '@exceed/design-system';
import { isCoach, type SessionUser } from '@exceed/session';
import { UserCard } from './user-card.tsx';

/** Optional texts are sent as null when emptied: the API keeps no empty strings. */
const orNull = (text: string | null | undefined) => (text ? text : null);

type Profile = NonNullable<SessionUser['profile']>;
const profileOf = (user: SessionUser): Partial<Profile> => user.profile ?? {};

interface NameValues {
  profile: { firstName: string; middleName: string; lastName: string };
}

export function DisplayNameCard({ user }: { user: SessionUser }) {
  const profile = profileOf(user);
  return (
    <UserCard<NameValues>
      title="Display Name"
      description="How your name appears on your profile, bookings and invoices."
      initialValues={{
        profile: {
          firstName: profile.firstName ?? '',
          middleName: profile.middleName ?? '',
          lastName: profile.lastName ?? '',
        },
      }}
      toBody={(values) =>
        values.profile?.middleName === undefined
          ? values
          : { profile: { ...values.profile, middleName: orNull(values.profile.middleName) } }
      }
    >
      {(form) => (
        <div className="settings-fields settings-fields--three">
          <Input label="First name" autoComplete="given-name" {...form.register('profile.firstName')} />
          <Input
            label="Middle name"
            autoComplete="additional-name"
            {...form.register('profile.middleName')}
          />
          <Input label="Last name" autoComplete="family-name" {...form.register('profile.lastName')} />
        </div>
      )}
    </UserCard>
  );
}

export function HeadlineCard({ user }: { user: SessionUser }) {
  return (
    <UserCard<{ profile: { headline: string } }>
      title="Headline"
      description="A line or two under your name: what you do, for whom."
      initialValues={{ profile: { headline: profileOf(user).headline ?? '' } }}
      toBody={(values) => ({ profile: { headline: orNull(values.profile?.headline) } })}
    >
      {(form) => <Textarea label="Headline" rows={3} {...form.register('profile.headline')} />}
    </UserCard>
  );
}

export function UsernameCard({ user }: { user: SessionUser }) {
  return (
    <UserCard<{ username: string }>
      title="Username"
      // Only a coach has a public profile at /{username}; anyone else's would be a 404.
      description={
        isCoach(user)
          ? `Your public address: ${window.location.origin}/${user.username}`
          : 'The name you sign in with and others see beside your bookings.'
      }
      initialValues={{ username: user.username }}
    >
      {(form) => <Input label="Username" autoComplete="username" {...form.register('username')} />}
    </UserCard>
  );
}

export function PhoneCard({ user }: { user: SessionUser }) {
  const profile = profileOf(user);
  return (
    <UserCard<{ profile: { phoneNumber: string } }>
      title="Phone Number"
      description="For your coach or clients to reach you about a session."
      initialValues={{ profile: { phoneNumber: profile.phoneNumber ?? '' } }}
      toBody={(values) => ({ profile: { phoneNumber: orNull(values.profile?.phoneNumber) } })}
    >
      {(form) => (
        <PhoneInput
          label="Phone number"
          countries={COUNTRIES}
          defaultCountry={profile.country ?? undefined}
          {...form.register('profile.phoneNumber')}
        />
      )}
    </UserCard>
  );
}

export function CountryCard({ user }: { user: SessionUser }) {
  return (
    <UserCard<{ profile: { country: string } }>
      title="Country"
      description="Used for your invoices and to show workshops near you."
      initialValues={{ profile: { country: profileOf(user).country ?? '' } }}
      toBody={(values) => ({ profile: { country: orNull(values.profile?.country) } })}
    >
      {(form) => (
        <CountrySelect
          label="Country"
          countries={COUNTRIES}
          placeholder="Select a country"
          {...form.register('profile.country')}
        />
      )}
    </UserCard>
  );
}
