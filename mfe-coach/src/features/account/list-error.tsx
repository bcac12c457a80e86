/** A list's own error (too many rows), above its table: no field of the list can carry it. */
export function ListError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="coach-profile__list-error">
      {message}
    </p>
  );
}
