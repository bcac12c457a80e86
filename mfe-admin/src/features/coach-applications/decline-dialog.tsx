import { bodyCheck, type CoachApplicationResource, declineCoachApplicationSchema } from '@exceed/contract';
import { Button, Dialog, Form, Textarea, toast, useForm } from '@exceed/design-system';
import { declineApplication } from './coach-applications-api.ts';

const checkDecline = bodyCheck(declineCoachApplicationSchema);

export interface DeclineDialogProps {
  application: CoachApplicationResource;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Declines an application with the reason its applicant reads in their mail and on their page. */
export function DeclineDialog({ application, open, onOpenChange }: DeclineDialogProps) {
  const form = useForm({
    initialValues: { reason: '' },
    validate: (values) => checkDecline({ reason: values.reason.trim() === '' ? undefined : values.reason }),
    onSubmit: async (values) => {
      await declineApplication(application.id, values.reason);
      toast({
        title: 'Application declined',
        description: `${application.applicant.name} is told why by email.`,
        variant: 'success',
      });
      onOpenChange(false);
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Decline ${application.applicant.name}'s application?`}
      description="They read your reason in the mail and on their application, and may change it and apply again."
    >
      <Form form={form} aria-label="Decline application" className="admin-form">
        <Textarea label="Reason" required rows={4} {...form.register('reason')} />
        <div className="admin-form__actions">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={form.submitting}>
            {form.submitting ? 'Declining...' : 'Decline'}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
