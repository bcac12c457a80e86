import type { AuditEntryResource } from '@exceed/contract';
import { formatDateTime, Input, LoadError, Table } from '@exceed/design-system';
import { usePageTitle } from '@exceed/session';
import { useListParams } from '../../lib/list-params.ts';
import { type AuditFilters, useAuditEntries } from './audit-api.ts';

/** The filters as the address keeps them, with their labels. */
const FILTERS = [
  { name: 'action', label: 'Action', placeholder: 'user.suspend', type: 'text' },
  { name: 'actorId', label: 'Actor id', placeholder: '', type: 'text' },
  { name: 'subjectKind', label: 'Subject kind', placeholder: 'user', type: 'text' },
  { name: 'subjectId', label: 'Subject id', placeholder: '', type: 'text' },
  { name: 'from', label: 'From', placeholder: '', type: 'date' },
  { name: 'to', label: 'To', placeholder: '', type: 'date' },
] as const satisfies ReadonlyArray<{
  name: keyof AuditFilters;
  label: string;
  placeholder: string;
  type: string;
}>;

/** A before or after state as readable text; nothing for a record created or deleted. */
export const stateText = (state: unknown): string => (state == null ? '—' : JSON.stringify(state, null, 2));

/** /admin/audit: every administrative change (who, when, what, before and after), filtered, 10 a page. */
export default function AuditPage() {
  usePageTitle('Audit log');
  const list = useListParams();
  const filters = Object.fromEntries(
    FILTERS.map(({ name }) => [name, list.get(name) || undefined]),
  ) as AuditFilters;
  const entries = useAuditEntries(filters, list.page);

  return (
    <section aria-labelledby="audit-title" className="admin-page">
      <header className="admin-page__header">
        <h1 id="audit-title">Audit log</h1>
      </header>
      <search className="admin-filters" aria-label="Filter the audit log">
        {FILTERS.map(({ name, label, placeholder, type }) => (
          <Input
            key={name}
            label={label}
            type={type}
            placeholder={placeholder || undefined}
            defaultValue={list.get(name)}
            onChange={(event) => list.filter(name, event.target.value.trim())}
          />
        ))}
      </search>
      {entries.error ? (
        <LoadError what="the audit log" retry={() => entries.mutate()} />
      ) : (
        <Table<AuditEntryResource>
          aria-labelledby="audit-title"
          rows={entries.data?.data ?? []}
          loading={!entries.data}
          getRowId={(row) => row.id}
          emptyText="No changes match"
          paginated
          pageCount={entries.data?.meta.lastPage ?? 1}
          pageIndex={list.page - 1}
          onPageChange={(index) => list.change({ page: index + 1 })}
          columns={[
            { id: 'when', header: 'When', cell: (row) => formatDateTime(row.createdAt) },
            { id: 'actor', header: 'Who', cell: (row) => row.actor?.email ?? '—' },
            {
              id: 'action',
              header: 'Action',
              cell: (row) => <span className="admin-code">{row.action}</span>,
            },
            {
              id: 'subject',
              header: 'Subject',
              cell: (row) => (
                <span className="admin-code">
                  {row.subjectKind} {row.subjectId}
                </span>
              ),
            },
            {
              id: 'change',
              header: 'Change',
              cell: (row) => (
                <details>
                  <summary>Before and after</summary>
                  <div className="admin-change">
                    <figure>
                      <figcaption>Before</figcaption>
                      <pre className="admin-code">{stateText(row.before)}</pre>
                    </figure>
                    <figure>
                      <figcaption>After</figcaption>
                      <pre className="admin-code">{stateText(row.after)}</pre>
                    </figure>
                  </div>
                </details>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
