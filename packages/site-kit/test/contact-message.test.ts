// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  checkContactValues,
  contactMailto,
  readContactValues,
  type ContactValues,
} from '../src/ui/contact/contact-message.ts';

const valid: ContactValues = {
  firstName: 'Asha',
  email: 'asha@example.org',
  phone: '+91 98765 43210',
  message: 'Hello',
};

describe('readContactValues', () => {
  it('reads the four fields as trimmed text, missing ones as empty', () => {
    const form = new FormData();
    form.set('firstName', '  Asha ');
    form.set('message', ' Hi ');
    form.set('extra', 'ignored');
    expect(readContactValues(form)).toEqual({
      firstName: 'Asha',
      email: '',
      phone: '',
      message: 'Hi',
    });
  });

  it('treats a file in place of text as empty', () => {
    const form = new FormData();
    form.set('message', new Blob(['x']), 'x.txt');
    expect(readContactValues(form).message).toBe('');
  });
});

describe('checkContactValues', () => {
  it('accepts a message alone: no field is required but the message', () => {
    expect(
      checkContactValues({ firstName: '', email: '', phone: '', message: 'A question' }),
    ).toEqual({
      ok: true,
      message: { firstName: '', email: '', phone: '', message: 'A question' },
    });
  });

  it.each([
    ['an empty message', { message: '' }, 'message', 'Please write your message.'],
    [
      'an e-mail without a domain',
      { email: 'asha@' },
      'email',
      'Please enter an e-mail address like name@example.com.',
    ],
    [
      'a phone with letters',
      { phone: 'call me' },
      'phone',
      'Please enter a phone number of digits, spaces and + ( ) -.',
    ],
    [
      'a very short phone',
      { phone: '123' },
      'phone',
      'Please enter a phone number of digits, spaces and + ( ) -.',
    ],
    [
      'a long name',
      { firstName: 'x'.repeat(101) },
      'firstName',
      'Please keep your name under 100 characters.',
    ],
    [
      'a long message',
      { message: 'x'.repeat(5001) },
      'message',
      'Please keep your message under 5,000 characters.',
    ],
  ] as const)('refuses %s', (_what, change, field, error) => {
    const result = checkContactValues({ ...valid, ...change });
    expect(result).toEqual({ ok: false, errors: { [field]: error } });
  });

  it('reports every field at fault at once', () => {
    const result = checkContactValues({ firstName: '', email: 'x', phone: 'y', message: '' });
    expect(result.ok ? [] : Object.keys(result.errors).sort()).toEqual([
      'email',
      'message',
      'phone',
    ]);
  });
});

describe('contactMailto', () => {
  it('addresses the journal with the message as subject and body', () => {
    const href = contactMailto('editor@journal.example', valid, 'INDJECE');
    const [address, query] = href.split('?');
    expect(address).toBe('mailto:editor@journal.example');
    const params = Object.fromEntries(
      (query ?? '').split('&').map((pair) => {
        const [key, value] = pair.split('=');
        return [key, decodeURIComponent(value ?? '')];
      }),
    );
    expect(params.subject).toBe('Enquiry to INDJECE from Asha');
    expect(params.body).toBe(
      'Hello\r\n\r\n--\r\nName: Asha\r\nE-mail: asha@example.org\r\nPhone: +91 98765 43210',
    );
  });

  it('encodes spaces as %20 and keeps & and = inside the text', () => {
    const href = contactMailto(
      'e@x.example',
      { ...valid, firstName: '', message: 'a & b = c' },
      'INDJECE',
    );
    expect(href).toContain('subject=Enquiry%20to%20INDJECE&body=a%20%26%20b%20%3D%20c');
    expect(href).not.toContain('+');
  });
});
