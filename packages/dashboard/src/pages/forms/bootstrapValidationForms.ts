import * as z from 'zod/mini';
import { choicesRule, differentFromField, equalToField, textRule } from '@atrium/ui';
import { required, requiredDigits, requiredEmail, requiredMax } from './demoFormRules';

// The forms of the "Bootstrap Form Validation" screen, with the messages of the original demo.

/** Messages of the attribute form. */
export const attributeMessages = {
  firstName: 'The first name is required and cannot be empty',
  lastName: 'The last name is required and cannot be empty',
  username: 'The username is required and cannot be empty',
  usernameLength: 'The username must be more than 6 and less than 30 characters long',
  usernamePattern: 'The username can only consist of alphabetical, number, dot and underscore',
  usernameDifferent: 'The username and password cannot be the same as each other',
  email: 'The input is not a valid email address',
  password: 'The password is required and cannot be empty',
  passwordSame: 'The password and its confirm are not the same',
  passwordDifferent: 'The password cannot be the same as username',
  confirmPassword: 'The confirm password is required and cannot be empty',
  languages: 'Please specify at least one language you can speak',
} as const;
const a = attributeMessages;

/** Sign-up with rules given per input: names, username, e-mail, password twice, languages. */
export const attributeSchema = z
  .object({
    firstName: required(a.firstName),
    lastName: required(a.lastName),
    username: textRule({
      isRequired: true,
      minLength: 6,
      maxLength: 30,
      pattern: /[a-zA-Z0-9_.]+/,
      messages: {
        required: a.username,
        minLength: a.usernameLength,
        maxLength: a.usernameLength,
        pattern: a.usernamePattern,
      },
    }),
    email: textRule({ isEmail: true, messages: { email: a.email } }),
    password: required(a.password),
    confirmPassword: required(a.confirmPassword),
    languages: choicesRule({ isRequired: true, messages: { required: a.languages } }),
  })
  .check(
    differentFromField('username', 'password', { message: a.usernameDifferent }),
    differentFromField('password', 'username', { message: a.passwordDifferent }),
    equalToField('confirmPassword', 'password', { message: a.passwordSame }),
  );
/** Values of the attribute form. */
export type AttributeValues = z.infer<typeof attributeSchema>;

/** Messages of the toggling form. */
export const togglingMessages = {
  firstName: 'The first name is required',
  lastName: 'The last name is required',
  company: 'The company name is required',
  job: 'The job position is required',
  department: 'The department name is required',
  mobilePhone: 'The mobile phone number is required',
  mobilePhoneDigits: 'The mobile phone number is not valid',
  homePhoneDigits: 'The home phone number is not valid',
  officePhoneDigits: 'The office phone number is not valid',
} as const;
const t = togglingMessages;

/** The toggling form; job and department are only asked for while their section is shown. */
export function togglingSchema(isJobShown: boolean) {
  const optional = textRule();
  return z.object({
    firstName: required(t.firstName),
    lastName: required(t.lastName),
    company: required(t.company),
    job: isJobShown ? required(t.job) : optional,
    department: isJobShown ? required(t.department) : optional,
    mobilePhone: requiredDigits(t.mobilePhone, t.mobilePhoneDigits),
    homePhone: textRule({ isDigits: true, messages: { digits: t.homePhoneDigits } }),
    officePhone: textRule({ isDigits: true, messages: { digits: t.officePhoneDigits } }),
  });
}
/** Values of the toggling form. */
export type TogglingValues = z.infer<ReturnType<typeof togglingSchema>>;

/** Messages of the contact form. */
export const contactMessages = {
  fullName: 'The full name is required and cannot be empty',
  email: 'The email address is required and cannot be empty',
  emailInvalid: 'The email address is not valid',
  title: 'The title is required and cannot be empty',
  titleLength: 'The title must be less than 100 characters long',
  content: 'The content is required and cannot be empty',
  contentLength: 'The content must be less than 500 characters long',
} as const;
const c = contactMessages;

/** A message to the team: name, e-mail, title of at most 100 and content of at most 500 characters. */
export const contactSchema = z.object({
  fullName: required(c.fullName),
  email: requiredEmail(c.email, c.emailInvalid),
  title: requiredMax(100, c.title, c.titleLength),
  content: requiredMax(500, c.content, c.contentLength),
});
/** Values of the contact form. */
export type ContactValues = z.infer<typeof contactSchema>;

/** Messages of the movie form. */
export const movieMessages = {
  title: 'The title is required',
  titleLength: 'The title must be less than 200 characters long',
  genre: 'The genre is required',
  director: 'The director name is required',
  directorLength: 'The director name must be less than 80 characters long',
  writer: 'The writer name is required',
  writerLength: 'The writer name must be less than 80 characters long',
  producer: 'The producer name is required',
  producerLength: 'The producer name must be less than 80 characters long',
  website: 'The website address is required',
  websiteInvalid: 'The website address is not valid',
  trailer: 'The trailer link is required',
  trailerInvalid: 'The trailer link is not valid',
  reviewLength: 'The review must be less than 500 characters long',
  rating: 'The rating is required',
} as const;
const mv = movieMessages;

const requiredUri = (missing: string, invalid: string) =>
  textRule({ isRequired: true, isUri: true, messages: { required: missing, uri: invalid } });

/** A movie entry: title, genre, credits, links, an optional review and a rating. */
export const movieSchema = z.object({
  title: requiredMax(200, mv.title, mv.titleLength),
  genre: required(mv.genre),
  director: requiredMax(80, mv.director, mv.directorLength),
  writer: requiredMax(80, mv.writer, mv.writerLength),
  producer: requiredMax(80, mv.producer, mv.producerLength),
  website: requiredUri(mv.website, mv.websiteInvalid),
  trailer: requiredUri(mv.trailer, mv.trailerInvalid),
  review: textRule({ maxLength: 500, messages: { maxLength: mv.reviewLength } }),
  rating: required(mv.rating),
});
/** Values of the movie form. */
export type MovieValues = z.infer<typeof movieSchema>;

/** Messages of the product form. */
export const productMessages = {
  price: 'The price is required',
  priceNumeric: 'The price must be a number',
  amount: 'The amount is required',
  amountNumeric: 'The amount must be a number',
  color: 'The color is required',
  size: 'The size is required',
} as const;
const p = productMessages;

const requiredNumber = (missing: string, notNumber: string) =>
  textRule({ isRequired: true, isNumeric: true, messages: { required: missing, numeric: notNumber } });

/** A product line: price and amount as numbers, a colour and a size. */
export const productSchema = z.object({
  price: requiredNumber(p.price, p.priceNumeric),
  amount: requiredNumber(p.amount, p.amountNumeric),
  color: required(p.color),
  size: required(p.size),
});
/** Values of the product form. */
export type ProductValues = z.infer<typeof productSchema>;

/** Messages of the profile form. */
export const profileMessages = {
  email: 'The email address is required',
  emailInvalid: 'The email address is not valid',
  password: 'The password is required',
} as const;

/** Sign-in details: e-mail and password. */
export const profileSchema = z.object({
  email: requiredEmail(profileMessages.email, profileMessages.emailInvalid),
  password: required(profileMessages.password),
});
/** Values of the profile form. */
export type ProfileValues = z.infer<typeof profileSchema>;

/** Messages of the button group form. */
export const buttonGroupMessages = {
  gender: 'The gender is required',
  languages: 'Please choose 1 - 2 languages you can speak',
} as const;

/** Toggle buttons: one gender, one or two languages. */
export const buttonGroupSchema = z.object({
  gender: required(buttonGroupMessages.gender),
  languages: choicesRule({
    minLength: 1,
    maxLength: 2,
    messages: { minLength: buttonGroupMessages.languages, maxLength: buttonGroupMessages.languages },
  }),
});
/** Values of the button group form. */
export type ButtonGroupValues = z.infer<typeof buttonGroupSchema>;
