import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as bootstrap from './bootstrapValidationForms';
import { messagesByField, type DemoFormCase } from './demoFormSamples';
import * as smart from './smartValidationForms';

const card = '4111 1111 1111 1111';

const cases: DemoFormCase[] = [
  {
    name: 'attribute',
    schema: bootstrap.attributeSchema,
    messages: bootstrap.attributeMessages,
    valid: {
      firstName: 'Ann',
      lastName: 'Smith',
      username: 'ann.smith_1',
      email: '',
      password: 'secret',
      confirmPassword: 'secret',
      languages: ['english'],
    },
    invalid: [
      [{ firstName: ' ' }, 'firstName', 'firstName'],
      [{ lastName: '' }, 'lastName', 'lastName'],
      [{ username: '' }, 'username', 'username'],
      [{ username: 'ann' }, 'username', 'usernameLength'],
      [{ username: 'a'.repeat(31) }, 'username', 'usernameLength'],
      [{ username: 'ann smith' }, 'username', 'usernamePattern'],
      [{ username: 'secret' }, 'username', 'usernameDifferent'],
      [{ username: 'secret' }, 'password', 'passwordDifferent'],
      [{ email: 'ann@' }, 'email', 'email'],
      [{ password: '' }, 'password', 'password'],
      [{ confirmPassword: '' }, 'confirmPassword', 'confirmPassword'],
      [{ confirmPassword: 'secreT' }, 'confirmPassword', 'passwordSame'],
      [{ languages: [] }, 'languages', 'languages'],
    ],
  },
  {
    name: 'toggling, job shown',
    schema: bootstrap.togglingSchema(true),
    messages: bootstrap.togglingMessages,
    valid: {
      firstName: 'Ann',
      lastName: 'Smith',
      company: 'Acme',
      job: 'Engineer',
      department: 'R&D',
      mobilePhone: '0123456789',
      homePhone: '',
      officePhone: '555',
    },
    invalid: [
      [{ firstName: '' }, 'firstName', 'firstName'],
      [{ lastName: '' }, 'lastName', 'lastName'],
      [{ company: '' }, 'company', 'company'],
      [{ job: '' }, 'job', 'job'],
      [{ department: '' }, 'department', 'department'],
      [{ mobilePhone: '' }, 'mobilePhone', 'mobilePhone'],
      [{ mobilePhone: '+1 555' }, 'mobilePhone', 'mobilePhoneDigits'],
      [{ homePhone: '555-1' }, 'homePhone', 'homePhoneDigits'],
      [{ officePhone: 'x' }, 'officePhone', 'officePhoneDigits'],
    ],
  },
  {
    name: 'contact',
    schema: bootstrap.contactSchema,
    messages: bootstrap.contactMessages,
    valid: {
      fullName: 'Ann Smith',
      email: 'ann@example.com',
      title: 'x'.repeat(100),
      content: 'y'.repeat(500),
    },
    invalid: [
      [{ fullName: '' }, 'fullName', 'fullName'],
      [{ email: '' }, 'email', 'email'],
      [{ email: 'ann.example.com' }, 'email', 'emailInvalid'],
      [{ title: '' }, 'title', 'title'],
      [{ title: 'x'.repeat(101) }, 'title', 'titleLength'],
      [{ content: '' }, 'content', 'content'],
      [{ content: 'y'.repeat(501) }, 'content', 'contentLength'],
    ],
  },
  {
    name: 'movie',
    schema: bootstrap.movieSchema,
    messages: bootstrap.movieMessages,
    valid: {
      title: 'The Shawshank Redemption',
      genre: 'drama',
      director: 'Frank Darabont',
      writer: 'Stephen King',
      producer: 'Niki Marvin',
      website: 'https://www.imdb.com/title/tt0111161/',
      trailer: 'https://www.youtube.com/watch?v=6hB3S9bIaco',
      review: '',
      rating: '5',
    },
    invalid: [
      [{ title: '' }, 'title', 'title'],
      [{ title: 't'.repeat(201) }, 'title', 'titleLength'],
      [{ genre: '' }, 'genre', 'genre'],
      [{ director: '' }, 'director', 'director'],
      [{ director: 'd'.repeat(81) }, 'director', 'directorLength'],
      [{ writer: '' }, 'writer', 'writer'],
      [{ writer: 'w'.repeat(81) }, 'writer', 'writerLength'],
      [{ producer: '' }, 'producer', 'producer'],
      [{ producer: 'p'.repeat(81) }, 'producer', 'producerLength'],
      [{ website: '' }, 'website', 'website'],
      [{ website: 'imdb.com' }, 'website', 'websiteInvalid'],
      [{ trailer: '' }, 'trailer', 'trailer'],
      [{ trailer: 'youtube' }, 'trailer', 'trailerInvalid'],
      [{ review: 'r'.repeat(501) }, 'review', 'reviewLength'],
      [{ rating: '' }, 'rating', 'rating'],
    ],
  },
  {
    name: 'product',
    schema: bootstrap.productSchema,
    messages: bootstrap.productMessages,
    valid: { price: '19.99', amount: '3', color: 'blue', size: 'm' },
    invalid: [
      [{ price: '' }, 'price', 'price'],
      [{ price: '$19' }, 'price', 'priceNumeric'],
      [{ amount: '' }, 'amount', 'amount'],
      [{ amount: 'three' }, 'amount', 'amountNumeric'],
      [{ color: '' }, 'color', 'color'],
      [{ size: '' }, 'size', 'size'],
    ],
  },
  {
    name: 'profile',
    schema: bootstrap.profileSchema,
    messages: bootstrap.profileMessages,
    valid: { email: 'ann@example.com', password: 'pw' },
    invalid: [
      [{ email: '' }, 'email', 'email'],
      [{ email: 'ann@example' }, 'email', 'emailInvalid'],
      [{ password: '' }, 'password', 'password'],
    ],
  },
  {
    name: 'button group',
    schema: bootstrap.buttonGroupSchema,
    messages: bootstrap.buttonGroupMessages,
    valid: { gender: 'female', languages: ['english', 'french'] },
    invalid: [
      [{ gender: '' }, 'gender', 'gender'],
      [{ languages: [] }, 'languages', 'languages'],
      [{ languages: ['english', 'french', 'german'] }, 'languages', 'languages'],
    ],
  },
  {
    name: 'registration',
    schema: smart.registrationSchema,
    messages: smart.registrationMessages,
    valid: {
      username: 'ann',
      email: 'ann@example.com',
      password: 'abc',
      passwordConfirm: 'abc',
      firstname: 'Ann',
      lastname: 'Smith',
      gender: 'female',
      terms: true,
    },
    invalid: [
      [{ username: '' }, 'username', 'username'],
      [{ email: '' }, 'email', 'email'],
      [{ email: 'ann' }, 'email', 'emailInvalid'],
      [{ password: '', passwordConfirm: '' }, 'password', 'password'],
      [{ password: 'ab', passwordConfirm: 'ab' }, 'password', 'passwordLength'],
      [{ password: 'a'.repeat(21), passwordConfirm: 'a'.repeat(21) }, 'password', 'passwordLength'],
      [{ passwordConfirm: '' }, 'passwordConfirm', 'passwordConfirm'],
      [{ passwordConfirm: 'abd' }, 'passwordConfirm', 'passwordSame'],
      [{ firstname: '' }, 'firstname', 'firstname'],
      [{ lastname: '' }, 'lastname', 'lastname'],
      [{ gender: '' }, 'gender', 'gender'],
      [{ terms: false }, 'terms', 'terms'],
    ],
  },
  {
    name: 'order',
    schema: smart.orderSchema,
    messages: smart.orderMessages,
    valid: {
      name: 'Ann',
      email: 'ann@example.com',
      phone: '+1 555 0100',
      interested: 'design',
      budget: '1000',
    },
    invalid: [
      [{ name: '' }, 'name', 'name'],
      [{ email: '' }, 'email', 'email'],
      [{ email: 'ann@' }, 'email', 'emailInvalid'],
      [{ phone: '' }, 'phone', 'phone'],
      [{ interested: '' }, 'interested', 'interested'],
      [{ budget: '' }, 'budget', 'budget'],
    ],
  },
  {
    name: 'checkout',
    schema: smart.checkoutSchema,
    messages: smart.checkoutMessages,
    valid: {
      fname: 'Ann',
      lname: 'Smith',
      email: 'ann@example.com',
      phone: '555 0100',
      country: 'us',
      city: 'Boston',
      code: '02108',
      address: '1 Beacon St',
      name: 'ANN SMITH',
      card,
      cvv: '123',
      month: '04',
      year: '2028',
    },
    invalid: [
      [{ fname: '' }, 'fname', 'fname'],
      [{ lname: '' }, 'lname', 'lname'],
      [{ email: '' }, 'email', 'email'],
      [{ email: 'x' }, 'email', 'emailInvalid'],
      [{ phone: '' }, 'phone', 'phone'],
      [{ country: '' }, 'country', 'country'],
      [{ city: '' }, 'city', 'city'],
      [{ code: '' }, 'code', 'code'],
      [{ code: '02-108' }, 'code', 'digits'],
      [{ address: '' }, 'address', 'address'],
      [{ name: '' }, 'name', 'name'],
      [{ card: '' }, 'card', 'card'],
      [{ card: '4111 1111 1111 1112' }, 'card', 'cardInvalid'],
      [{ cvv: '' }, 'cvv', 'cvv'],
      [{ cvv: '12a' }, 'cvv', 'digits'],
      [{ month: '' }, 'month', 'month'],
      [{ year: '' }, 'year', 'year'],
      [{ year: "'28" }, 'year', 'digits'],
    ],
  },
  {
    name: 'review',
    schema: smart.reviewSchema,
    messages: smart.reviewMessages,
    valid: {
      name: 'Ann',
      email: 'ann@example.com',
      review: 'Sturdy, quiet and worth every cent.',
      quality: '4',
      reliability: '5',
      overall: '4',
    },
    invalid: [
      [{ name: '' }, 'name', 'name'],
      [{ email: '' }, 'email', 'email'],
      [{ email: 'ann' }, 'email', 'emailInvalid'],
      [{ review: '' }, 'review', 'review'],
      [{ review: 'Too short to help.' }, 'review', 'reviewLength'],
      [{ quality: '' }, 'quality', 'rating'],
      [{ reliability: '' }, 'reliability', 'rating'],
      [{ overall: '' }, 'overall', 'rating'],
    ],
  },
  {
    name: 'comment',
    schema: smart.commentSchema,
    messages: smart.commentMessages,
    valid: { name: 'Ann', email: 'ann@example.com', url: '', comment: 'Nice post!' },
    invalid: [
      [{ name: '' }, 'name', 'name'],
      [{ email: '' }, 'email', 'email'],
      [{ email: 'ann' }, 'email', 'emailInvalid'],
      [{ url: 'example.com' }, 'url', 'url'],
      [{ comment: '' }, 'comment', 'comment'],
    ],
  },
  {
    name: 'contacts',
    schema: smart.contactsSchema,
    messages: smart.contactsMessages,
    valid: { name: 'Ann', email: 'ann@example.com', message: 'Hello there' },
    invalid: [
      [{ name: '' }, 'name', 'name'],
      [{ email: '' }, 'email', 'email'],
      [{ email: 'ann' }, 'email', 'emailInvalid'],
      [{ message: '' }, 'message', 'message'],
      [{ message: 'Hi there' }, 'message', 'messageLength'],
    ],
  },
];

describe.each(cases)('the $name form', ({ schema, messages, valid, invalid }) => {
  it('accepts the valid sample', () => {
    expect(messagesByField(schema, valid)).toEqual({});
  });

  it.each(invalid)('with %j, %s says its %s message', (changes, field, key) => {
    expect(messagesByField(schema, { ...valid, ...changes })[field]).toBe(messages[key]);
  });

  it('has a sample for every message', () => {
    expect(new Set(invalid.map(([, , key]) => key))).toEqual(new Set(Object.keys(messages)));
  });

  it('never throws, and only ever says its own messages, whatever the user enters', () => {
    const known = new Set(Object.values(messages));
    const field = (sample: unknown) =>
      Array.isArray(sample)
        ? fc.array(fc.string())
        : typeof sample === 'boolean'
          ? fc.boolean()
          : fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }));
    const record = fc.record(
      Object.fromEntries(Object.entries(valid).map(([key, sample]) => [key, field(sample)])),
    );
    fc.assert(
      fc.property(record, (values) => {
        for (const message of Object.values(messagesByField(schema, values)))
          expect(known).toContain(message);
      }),
    );
    fc.assert(fc.property(fc.anything(), (values) => typeof messagesByField(schema, values) === 'object'));
  });
});

describe('the toggling form with the job section hidden', () => {
  it('asks for neither job nor department', () => {
    const values = {
      firstName: 'A',
      lastName: 'B',
      company: 'C',
      job: '',
      department: '',
      mobilePhone: '1',
      homePhone: '',
      officePhone: '',
    };
    expect(messagesByField(bootstrap.togglingSchema(false), values)).toEqual({});
  });
});
