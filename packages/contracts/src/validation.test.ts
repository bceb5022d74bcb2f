import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  VALIDATION_MESSAGES_EN,
  describeIssues,
  describeIssuesInEnglish,
  hasForbiddenCharacters,
  interpolate,
  optionalText,
  requiredEmail,
  requiredText,
  type IssueLike,
} from './validation.ts';

function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function issuesOf(schema: z.ZodType, value: unknown): z.core.$ZodIssue[] {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`expected ${JSON.stringify(value)} to be refused`);
  return result.error.issues;
}

describe('interpolate', () => {
  it('fills {{name}} placeholders', () => {
    expect(interpolate('Too long: at most {{max}} characters', { max: 50 })).toBe(
      'Too long: at most 50 characters',
    );
  });

  it('fills every occurrence and several names', () => {
    expect(interpolate('{{a}}-{{b}}-{{a}}', { a: 1, b: 'x' })).toBe('1-x-1');
  });

  it('leaves unknown placeholders as they are', () => {
    expect(interpolate('at most {{max}}', {})).toBe('at most {{max}}');
    expect(interpolate('at most {{max}}')).toBe('at most {{max}}');
  });

  it('fills falsy values too', () => {
    expect(interpolate('{{n}} left', { n: 0 })).toBe('0 left');
  });
});

describe('requiredText', () => {
  const schema = requiredText(5);

  it('accepts a text of exactly the limit', () => {
    expect(schema.parse('abcde')).toBe('abcde');
  });

  it('refuses a text one over the limit with validation.tooLong', () => {
    expect(messagesOf(schema, 'abcdef')).toEqual(['validation.tooLong']);
  });

  it('trims before measuring', () => {
    expect(schema.parse('  abcde  ')).toBe('abcde');
  });

  it.each([[''], ['   '], ['\t\n']])(
    'refuses the blank text %j with validation.required',
    (value) => {
      expect(messagesOf(schema, value)).toEqual(['validation.required']);
    },
  );

  it.each([[undefined], [null], [12]])(
    'refuses %j (not a text) with validation.required',
    (value) => {
      expect(messagesOf(schema, value)).toEqual(['validation.required']);
    },
  );
});

describe('characters no text field may hold', () => {
  const line = requiredText(80);
  const lines = requiredText(80, { multiline: true });
  const optional = optionalText(80);

  it.each([
    ['NUL', 'Jan\u0000Kowalski'],
    ['ESC', 'Jan \u001b[31mKowalski'],
    ['DEL', 'Jan\u007fKowalski'],
    ['a C1 control', 'Jan\u0085Kowalski'],
    ['a right-to-left override', 'Jan \u202eikslawoK'],
    ['a left-to-right embedding', 'Jan \u202aKowalski'],
    ['a first-strong isolate', 'Jan \u2068Kowalski\u2069'],
  ])('refuses %s in any field with validation.forbiddenCharacters', (_name, value) => {
    for (const schema of [line, lines, optional]) {
      expect(messagesOf(schema, value)).toEqual(['validation.forbiddenCharacters']);
    }
  });

  it('keeps tab and line breaks in a multi-line field only', () => {
    const text = 'Line one\nLine two\r\n\tindented';
    expect(lines.parse(text)).toBe(text);
    expect(messagesOf(line, text)).toEqual(['validation.forbiddenCharacters']);
    expect(hasForbiddenCharacters(text, { multiline: true })).toBe(false);
  });

  it('accepts every script a customer may type', () => {
    for (const name of [
      'Łucja Żółć',
      'Иван Петров',
      'Νίκος',
      '王小明',
      'สมชาย',
      'محمد',
      'முருகன்',
    ]) {
      expect(line.parse(name)).toBe(name);
    }
  });
});

describe('optionalText', () => {
  const schema = optionalText(5);

  it('defaults an absent value to the empty text', () => {
    expect(schema.parse(undefined)).toBe('');
  });

  it('accepts blank and trims', () => {
    expect(schema.parse('   ')).toBe('');
    expect(schema.parse(' abc ')).toBe('abc');
  });

  it('accepts the limit and refuses one more with validation.tooLong', () => {
    expect(schema.parse('abcde')).toBe('abcde');
    expect(messagesOf(schema, 'abcdef')).toEqual(['validation.tooLong']);
  });

  it('refuses a value that is not a text', () => {
    expect(messagesOf(schema, 5)).toEqual(['validation.invalidValue']);
  });
});

describe('requiredEmail', () => {
  const schema = requiredEmail(30);

  it.each(['jan@example.com', 'jan.kowalski@poczta.pl', 'a+b@x.eu', ' jan@example.com '])(
    'accepts %j',
    (value) => {
      expect(schema.parse(value)).toBe(value.trim());
    },
  );

  it.each([
    'jan',
    'jan@',
    '@example.com',
    'jan@example',
    'jan example@x.pl',
    'jan@@example.com',
    'jan@exa mple.com',
  ])('refuses %j with validation.invalidEmail', (value) => {
    expect(messagesOf(schema, value)).toEqual(['validation.invalidEmail']);
  });

  it('refuses a blank e-mail with validation.required', () => {
    expect(messagesOf(schema, '  ')).toEqual(['validation.required']);
  });

  it('accepts an e-mail of exactly the limit and refuses one more with validation.tooLong only', () => {
    const thirty = 'abcdefghijklmnopqr@example.com';
    expect(thirty).toHaveLength(30);
    expect(schema.parse(thirty)).toBe(thirty);
    expect(messagesOf(schema, `x${thirty}`)).toEqual(['validation.tooLong']);
  });
});

describe('describeIssues', () => {
  const schema = z.object({
    name: requiredText(3),
    nested: z.object({ email: requiredEmail(30) }),
    count: z.number().min(2, 'validation.quantity'),
    other: z.string().regex(/^x$/),
  });

  const issues = describeIssues(
    issuesOf(schema, { name: 'abcd', nested: { email: 'nope' }, count: 1, other: 'y' }),
  );

  it('gives the dotted field path and the message key', () => {
    expect(issues.map(({ field, key }) => [field, key])).toEqual([
      ['name', 'validation.tooLong'],
      ['nested.email', 'validation.invalidEmail'],
      ['count', 'validation.quantity'],
      ['other', 'validation.invalidValue'],
    ]);
  });

  it('passes the limit as max for too long values and as min for too small ones', () => {
    expect(issues[0]?.params).toEqual({ max: 3 });
    expect(issues[2]?.params).toEqual({ min: 2 });
    expect(issues[1]?.params).toEqual({});
  });

  it('maps messages that are not keys to validation.invalidValue', () => {
    expect(issues[3]?.key).toBe('validation.invalidValue');
  });

  it("passes a custom issue's prefix, for the VAT number's message", () => {
    const [vat] = describeIssues([
      {
        code: 'custom',
        path: ['taxNo'],
        message: 'validation.invalidVatNumber',
        params: { prefix: 'DE' },
      },
    ]);
    expect(vat).toEqual({
      field: 'taxNo',
      key: 'validation.invalidVatNumber',
      params: { prefix: 'DE' },
    });
    expect(
      describeIssuesInEnglish([
        {
          code: 'custom',
          path: ['taxNo'],
          message: 'validation.invalidVatNumber',
          params: { prefix: 'DE' },
        },
      ]),
    ).toBe('taxNo: Enter a valid EU VAT number of the country given: DE followed by the number');
  });
});

describe('describeIssues: what the value and its presence tell', () => {
  const keyOf = (issue: IssueLike) => describeIssues([issue])[0]?.key;
  const base = { path: ['x'], maximum: 100 };

  it('counts a limit in characters, a number or items by what it limits', () => {
    const tooBig = { ...base, code: 'too_big', message: 'validation.tooLong' };
    expect(keyOf({ ...tooBig, origin: 'string' })).toBe('validation.tooLong');
    expect(keyOf({ ...tooBig, origin: 'number' })).toBe('validation.tooLarge');
    expect(keyOf({ ...tooBig, origin: 'array' })).toBe('validation.tooMany');
  });

  it('calls a field that was not sent required, and a sent value of the wrong kind invalid', () => {
    expect(
      keyOf({ ...base, code: 'invalid_type', message: 'validation.invalidValue', sent: false }),
    ).toBe('validation.required');
    expect(
      keyOf({ ...base, code: 'invalid_value', message: 'validation.required', sent: true }),
    ).toBe('validation.invalidValue');
    // A blank text sent is still a missing one.
    expect(keyOf({ ...base, code: 'too_small', message: 'validation.required', sent: true })).toBe(
      'validation.required',
    );
    // Without knowing what was sent, the schema's own message stands.
    expect(keyOf({ ...base, code: 'invalid_type', message: 'validation.required' })).toBe(
      'validation.required',
    );
  });

  it('fills in the limit of a number', () => {
    const schema = z.object({ n: z.number().max(100, 'validation.tooLong') });
    expect(describeIssuesInEnglish(issuesOf(schema, { n: 1000 }))).toBe(
      'n: Too large: at most 100',
    );
  });
});

describe('describeIssuesInEnglish', () => {
  it('joins field and English text, with the limit filled in', () => {
    const issues = issuesOf(z.object({ name: requiredText(3), email: requiredEmail(30) }), {
      name: 'abcd',
      email: 'x',
    });
    expect(describeIssuesInEnglish(issues)).toBe(
      'name: Too long: at most 3 characters; email: Please enter a valid email address',
    );
  });

  it('leaves out the field name for a top-level issue', () => {
    expect(describeIssuesInEnglish(issuesOf(requiredText(3), ''))).toBe('This field is required');
  });

  it('reports at most `limit` issues', () => {
    const schema = z.object({ a: requiredText(1), b: requiredText(1), c: requiredText(1) });
    const issues = issuesOf(schema, {});
    expect(describeIssuesInEnglish(issues, 2).split('; ')).toHaveLength(2);
    expect(describeIssuesInEnglish(issues).split('; ')).toHaveLength(3);
  });
});

describe('VALIDATION_MESSAGES_EN', () => {
  it('has an English text for every key, with {{max}} in the too-long one', () => {
    for (const text of Object.values(VALIDATION_MESSAGES_EN)) expect(text.trim()).not.toBe('');
    expect(VALIDATION_MESSAGES_EN['validation.tooLong']).toContain('{{max}}');
  });

  it('uses the texts of SPEC §4 and §5', () => {
    expect(VALIDATION_MESSAGES_EN['validation.invalidEmail']).toBe(
      'Please enter a valid email address',
    );
    expect(VALIDATION_MESSAGES_EN['validation.verifyCodeRequired']).toBe(
      'Please enter verification code first',
    );
    expect(VALIDATION_MESSAGES_EN['validation.privacyRequired']).toBe(
      'Please read and accept the privacy agreement before submitting.',
    );
  });
});
