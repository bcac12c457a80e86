import { PageFrame } from '../../lib/page-frame.tsx';
import { type Audience, type LegalDocument, legalTexts } from './legal-texts.ts';

export interface LegalPageProps {
  audience: Audience;
  document: LegalDocument;
}

/** A privacy policy or terms page for clients (/b/...) or coaches (/c/...). */
export default function LegalPage({ audience, document }: LegalPageProps) {
  const text = legalTexts[audience][document];
  return (
    <PageFrame title={text.title}>
      {text.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          <p>{section.body}</p>
        </section>
      ))}
    </PageFrame>
  );
}
