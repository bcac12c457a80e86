/** The parts of a person the API names them by: a username, and a first and last name if they gave one. */
export interface NamedPerson {
  username: string;
  firstName?: string | null;
  lastName?: string | null;
}

/** A person's name as pages and mails show it: first and last name, else the username. */
export const personName = ({ username, firstName, lastName }: NamedPerson) =>
  [firstName, lastName].filter(Boolean).join(' ') || username;
