import { bodyCheck, createTeamInvitationSchema, type TeamRole } from '@exceed/contract';
import { Button, Form, Input, Select, toast, useForm } from '@exceed/design-system';
import { grantableRoles } from './member-rules.ts';
import { inviteToTeam } from './team-members-api.ts';

const checkInvitation = bodyCheck(createTeamInvitationSchema);

/**
 * Invites an email address into the team with a role; the API mails the link. Its refusals (already a
 * member, already invited) show on the email field.
 */
export function InviteMemberForm({ owner, onSent }: { owner: boolean; onSent: () => void }) {
  const form = useForm({
    initialValues: { email: '', role: 'member' as TeamRole },
    validate: ({ email, role }) => checkInvitation({ email: email.trim().toLowerCase(), role }),
    onSubmit: async ({ email, role }) => {
      const address = email.trim().toLowerCase();
      await inviteToTeam({ email: address, role });
      toast({
        title: 'Invitation sent',
        description: `We emailed ${address} a link to join.`,
        variant: 'success',
      });
      onSent();
    },
  });
  return (
    <Form form={form} aria-label="Invite a member" className="coach-stack">
      <Input label="Email" type="email" autoComplete="off" required {...form.register('email')} />
      <Select label="Role" required options={grantableRoles({ owner })} {...form.register('role')} />
      <div className="coach-row-actions">
        <Button type="submit" loading={form.submitting}>
          {form.submitting ? 'Sending…' : 'Send invitation'}
        </Button>
      </div>
    </Form>
  );
}
