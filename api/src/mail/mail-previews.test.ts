import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import * as bookingChangeMessages from './booking-change-messages.ts';
import { compileLayout } from './compile-layout.ts';
import * as disputeMessages from './dispute-messages.ts';
import { LAYOUT_HTML } from './layout.ts';
import { mailPreviews } from './mail-previews.ts';
import * as messages from './messages.ts';
import { message } from './messages.ts';
import * as securityMessages from './security-messages.ts';

const previews = mailPreviews('https://exceed.test');

/** The name of every function that writes a mail: each module's exports ending in "Mail". */
const mailWriters = [messages, bookingChangeMessages, disputeMessages, securityMessages].flatMap((module) =>
  Object.entries(module).flatMap(([name, value]) =>
    typeof value === 'function' && name.endsWith('Mail') ? [name] : [],
  ),
);

describe('every mail Exceed sends', () => {
  it('is on the preview page, once', () => {
    expect(mailWriters.length).toBeGreaterThan(25);
    expect(previews.map((preview) => preview.id).sort()).toEqual([...mailWriters].sort());
  });

  it('has a plain-text part that says all its HTML says, and the Exceed layout', () => {
    for (const { id, mail } of previews) {
      expect(mail.text, id).not.toMatch(/<[a-z]/i);
      expect(mail.text, id).toContain('Exceed, the marketplace of AI coaches and consultants.');
      expect(mail.html, id).toContain(
        `<title>${mail.subject.replace(/&/g, '&#38;').replace(/'/g, '&#39;').replace(/"/g, '&#34;')}</title>`,
      );
      for (const href of mail.html.matchAll(/href="(https?:[^"]+)"/g)) {
        expect(mail.text, id).toContain((href[1] ?? '').replace(/&#38;/g, '&'));
      }
    }
  });

  it('carries the coach as reply-to when an attendee reads it, and names them in the footer', () => {
    for (const { id, reader, mail } of previews.filter((preview) => preview.reader === 'attendee')) {
      expect(mail.replyTo, id).toMatch(/^"[^"]+" <[^>]+@[^>]+>$/);
      expect(mail.text, id).toMatch(/Reply to this mail to write to .+\./);
      expect(reader).toBe('attendee');
    }
    const confirmed = previews.find((preview) => preview.id === 'bookingConfirmedMail');
    expect(confirmed?.mail.replyTo).toBe('"Maya Lindqvist" <maya@northwind.example>');
  });

  it("writes a Berlin session in Berlin's time, and in the reader's own beside it", () => {
    const confirmed = previews.find((preview) => preview.id === 'bookingConfirmedMail');
    expect(confirmed?.mail.text).toContain(
      'Tue, Dec 1, 2026, 5:00 – 7:00 PM GMT+1 (11:00 AM – 1:00 PM your time)',
    );
  });
});

describe('the layout', () => {
  it('is layout.mjml as MJML compiles it (run `npm run mail:layout` after changing it)', async () => {
    expect(await readFile(LAYOUT_HTML, 'utf8')).toBe(await compileLayout());
  });

  it('escapes what people typed, and shows a button only for an action', () => {
    const plain = message('a@example.test', 'Hi <b>', ['Tom & "Jerry" <script>']);
    expect(plain.html).toContain('Tom &#38; &#34;Jerry&#34; &#60;script&#62;');
    expect(plain.html).not.toContain('<script>');
    expect(plain.html).not.toContain('{{');
    expect(plain.html).not.toMatch(/<a [^>]*target="_blank"/);
    const withAction = message('a@example.test', 'Hi', ['Line'], {
      label: 'Open',
      url: 'https://x.test/?a=1&b=2',
    });
    expect(withAction.html).toContain('href="https://x.test/?a=1&#38;b=2"');
    expect(withAction.text).toBe(
      'Line\n\nOpen: https://x.test/?a=1&b=2\n\n-- \nYou get this mail because it concerns your Exceed account or a booking made with this address.\nExceed, the marketplace of AI coaches and consultants.',
    );
  });

  it('says how to stop a mail that is not transactional, in its headers and its footer', () => {
    const mail = message('a@example.test', 'News', ['Line'], undefined, {
      unsubscribe: {
        oneClickUrl: 'https://x.test/v1/unsubscribe?token=t',
        pageUrl: 'https://x.test/unsubscribe/t',
      },
    });
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://x.test/v1/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain('Unsubscribe: https://x.test/unsubscribe/t');
    expect(mail.html).toContain('href="https://x.test/unsubscribe/t"');
  });
});
