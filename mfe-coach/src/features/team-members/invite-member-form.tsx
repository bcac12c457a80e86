import { bodyCheck, createTeamInvitationSchema, type TeamRole } from '@exceed/contract';
import { Button, Form, Input, Select, toast, useForm } from '@exceed/design-system';
import { roleOptions } from './member-display.ts';
import { inviteToTeam } from './team-members-api.ts';

const checkInvitation = bodyCheck(createTeamInvitationSchema);

/**
 * Invites an email address into the team with one of `roles`, those the API lets the caller invite
 * (the team's `invitableRoles`); the API mails the link. Its refusals (already a member, already invited)
 * show on the email field.
 */
export function InviteMemberForm({ roles, onSent }: { roles: readonly TeamRole[]; onSent: () => void }) {
  const form = useForm({
    initialValues: { email: '', role: (roles.includes('member') ? 'member' : roles[0]) as TeamRole },
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
      <Select label="Role" required options={roleOptions(roles)} {...form.register('role')} />
      <div className="coach-row-actions">
        <Button type="submit" loading={form.submitting}>
          {form.submitting ? 'Sending…' : 'Send invitation'}
        </Button>
      </div>
    </Form>
  );
}
