import type { UserResource } from '@exceed/contract';
import { Card } from '@exceed/design-system';

const show = (value: string | null | undefined) => (value ? value : '—');

/** A user's profile and, for a coach, their coach profile, as they filled them in. */
export function UserProfiles({ user }: { user: UserResource }) {
  const profile = user.profile;
  const coach = user.coachProfile;
  return (
    <>
      <Card asChild>
        <section aria-labelledby="user-profile-title">
          <Card.Header>
            <Card.Title id="user-profile-title" as="h2">
              Profile
            </Card.Title>
          </Card.Header>
          <Card.Content>
            {profile ? (
              <dl className="admin-meta">
                <div>
                  <dt>Name</dt>
                  <dd>
                    {show(
                      [profile.firstName, profile.middleName, profile.lastName].filter(Boolean).join(' '),
                    )}
                  </dd>
                </div>
                <div>
                  <dt>Headline</dt>
                  <dd>{show(profile.headline)}</dd>
                </div>
                <div>
                  <dt>Country</dt>
                  <dd>{show(profile.country)}</dd>
                </div>
                <div>
                  <dt>Phone number</dt>
                  <dd>{show(profile.phoneNumber)}</dd>
                </div>
              </dl>
            ) : (
              <p className="admin-note">No profile yet.</p>
            )}
          </Card.Content>
        </section>
      </Card>
      {coach ? (
        <Card asChild>
          <section aria-labelledby="user-coach-title">
            <Card.Header>
              <Card.Title id="user-coach-title" as="h2">
                Coach profile
              </Card.Title>
            </Card.Header>
            <Card.Content>
              <dl className="admin-meta">
                <div>
                  <dt>Business name</dt>
                  <dd>{show(coach.businessName)}</dd>
                </div>
                <div>
                  <dt>Specializations</dt>
                  <dd>{show(coach.specializations?.join(', '))}</dd>
                </div>
                <div>
                  <dt>Bio</dt>
                  <dd>{show(coach.bio)}</dd>
                </div>
                <div>
                  <dt>Experiences</dt>
                  <dd>{coach.experiences?.length ?? 0}</dd>
                </div>
                <div>
                  <dt>Certifications</dt>
                  <dd>{coach.certifications?.length ?? 0}</dd>
                </div>
              </dl>
            </Card.Content>
          </section>
        </Card>
      ) : null}
    </>
  );
}
