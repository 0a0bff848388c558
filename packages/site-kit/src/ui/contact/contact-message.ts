// The contact form's message: its fields, the rules the server checks, and the e-mail it becomes.
// The spec names no submission call, so the page never pretends to send: it prepares an e-mail
// to the site that the reader sends from their own mail app.
import { z } from 'zod';

export const contactFieldNames = ['firstName', 'email', 'phone', 'message'] as const;
export type ContactFieldName = (typeof contactFieldNames)[number];
export type ContactValues = Record<ContactFieldName, string>;

const optional = <T extends z.ZodType<string>>(schema: T) => z.union([z.literal(''), schema]);

/** No field is marked required; a message is what makes a submission worth sending. */
export const contactMessageSchema = z.object({
  firstName: z.string().trim().max(100, { error: 'Please keep your name under 100 characters.' }),
  email: optional(
    z.email({ error: 'Please enter an e-mail address like name@example.com.' }).max(254),
  ),
  phone: optional(
    z.string().regex(/^\+?[\d\s().-]{6,20}$/, {
      error: 'Please enter a phone number of digits, spaces and + ( ) -.',
    }),
  ),
  message: z
    .string()
    .trim()
    .min(1, { error: 'Please write your message.' })
    .max(5000, { error: 'Please keep your message under 5,000 characters.' }),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;

export type ContactResult =
  | { status: 'invalid'; values: ContactValues; errors: Partial<Record<ContactFieldName, string>> }
  | { status: 'ready'; message: ContactMessage; to: string; mailto: string };

/** The submitted fields as text (a missing or non-text field is ''), trimmed. */
export function readContactValues(form: FormData): ContactValues {
  const value = (name: ContactFieldName) => {
    const entry = form.get(name);
    return typeof entry === 'string' ? entry.trim() : '';
  };
  return {
    firstName: value('firstName'),
    email: value('email'),
    phone: value('phone'),
    message: value('message'),
  };
}

/** Validates the fields: the message, or one error per field that breaks a rule. */
export function checkContactValues(
  values: ContactValues,
):
  | { ok: true; message: ContactMessage }
  | { ok: false; errors: Partial<Record<ContactFieldName, string>> } {
  const parsed = contactMessageSchema.safeParse(values);
  if (parsed.success) return { ok: true, message: parsed.data };
  const errors: Partial<Record<ContactFieldName, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (contactFieldNames as readonly string[]).includes(field)) {
      errors[field as ContactFieldName] ??= issue.message;
    }
  }
  return { ok: false, errors };
}

/** A mailto: link to `to` with the message as subject and body (RFC 6068 encoding). */
export function contactMailto(to: string, message: ContactMessage, siteName: string): string {
  const subject = `Enquiry to ${siteName}${message.firstName ? ` from ${message.firstName}` : ''}`;
  const lines = [
    message.message,
    '',
    '--',
    message.firstName ? `Name: ${message.firstName}` : null,
    message.email ? `E-mail: ${message.email}` : null,
    message.phone ? `Phone: ${message.phone}` : null,
  ].filter((line): line is string => line !== null);
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
  return `mailto:${to}?subject=${encode(subject)}&body=${encode(lines.join('\n'))}`;
}
