import { useParams } from 'react-router';
import { PageFrame } from '../../lib/page-frame.tsx';

/** The public profile of a coach, at /{username}. */
export default function CoachProfilePage() {
  const { username } = useParams();
  return (
    <PageFrame title={`@${username}`}>
      <p>Workshops, experience and certifications of this coach.</p>
    </PageFrame>
  );
}
