import * as z from 'zod/mini';
import { acceptedRule, equalToField, textRule } from '@atrium/ui';
import { required, requiredDigits, requiredEmail } from './demoFormRules';

// The forms of the "Form Validation" screen, with the messages of the original demo.

const emailMessages = {
  email: 'Please enter your email address',
  emailInvalid: 'Please enter a VALID email address',
} as const;

/** Messages of the registration form. */
export const registrationMessages = {
  username: 'Please enter your login',
  ...emailMessages,
  password: 'Please enter your password',
  passwordLength: 'Your password must be 3 to 20 characters long',
  passwordConfirm: 'Please enter your password one more time',
  passwordSame: 'Please enter the same password as above',
  firstname: 'Please select your first name',
  lastname: 'Please select your last name',
  gender: 'Please select your gender',
  terms: 'You must agree with Terms and Conditions',
} as const;
const r = registrationMessages;

const password = (missing: string) =>
  textRule({
    isRequired: true,
    minLength: 3,
    maxLength: 20,
    messages: { required: missing, minLength: r.passwordLength, maxLength: r.passwordLength },
  });

/** The rules of each registration field, shared with the sign-up screen. */
export const registrationFields = {
  username: required(r.username),
  email: requiredEmail(r.email, r.emailInvalid),
  password: password(r.password),
  passwordConfirm: password(r.passwordConfirm),
  firstname: required(r.firstname),
  lastname: required(r.lastname),
  gender: required(r.gender),
  terms: acceptedRule({ message: r.terms }),
};

/** The confirmation must repeat the password. */
export const samePasswordRule = equalToField<{ password: string; passwordConfirm: string }>(
  'passwordConfirm',
  'password',
  { message: r.passwordSame },
);

/** A new account: login, e-mail, password twice (3 to 20 characters), names, gender and the terms. */
export const registrationSchema = z.object(registrationFields).check(samePasswordRule);
/** Values of the registration form. */
export type RegistrationValues = z.infer<typeof registrationSchema>;

/** Messages of the order form. */
export const orderMessages = {
  name: 'Please enter your name',
  ...emailMessages,
  phone: 'Please enter your phone number',
  interested: 'Please select interested service',
  budget: 'Please select your budget',
} as const;
const o = orderMessages;

/** A service order: contact details, the service and a budget, all required. */
export const orderSchema = z.object({
  name: required(o.name),
  email: requiredEmail(o.email, o.emailInvalid),
  phone: required(o.phone),
  interested: required(o.interested),
  budget: required(o.budget),
});
/** Values of the order form. */
export type OrderValues = z.infer<typeof orderSchema>;

/** Messages of the checkout form. */
export const checkoutMessages = {
  fname: 'Please enter your first name',
  lname: 'Please enter your last name',
  ...emailMessages,
  phone: 'Please enter your phone number',
  country: 'Please select your country',
  city: 'Please enter your city',
  code: 'Please enter your post code',
  digits: 'Digits only please',
  address: 'Please enter your full address',
  name: 'Please enter name on your card',
  card: 'Please enter your card number',
  cardInvalid: 'Please enter a valid card number',
  cvv: 'Enter CVV2',
  month: 'Select month',
  year: 'Enter year',
} as const;
const k = checkoutMessages;

/** Shipping and payment: everything required, post code, CVV and year digits only, a valid card number. */
export const checkoutSchema = z.object({
  fname: required(k.fname),
  lname: required(k.lname),
  email: requiredEmail(k.email, k.emailInvalid),
  phone: required(k.phone),
  country: required(k.country),
  city: required(k.city),
  code: requiredDigits(k.code, k.digits),
  address: required(k.address),
  name: required(k.name),
  card: textRule({
    isRequired: true,
    isCreditCard: true,
    messages: { required: k.card, creditCard: k.cardInvalid },
  }),
  cvv: requiredDigits(k.cvv, k.digits),
  month: required(k.month),
  year: requiredDigits(k.year, k.digits),
});
/** Values of the checkout form. */
export type CheckoutValues = z.infer<typeof checkoutSchema>;

/** Messages of the review form. */
export const reviewMessages = {
  name: 'Please enter your name',
  ...emailMessages,
  review: 'Please enter your review',
  reviewLength: 'Your review must be at least 20 characters long',
  rating: 'Please rate the product',
} as const;
const v = reviewMessages;

/** A product review: name, e-mail, at least 20 characters of text and three ratings. */
export const reviewSchema = z.object({
  name: required(v.name),
  email: requiredEmail(v.email, v.emailInvalid),
  review: textRule({
    isRequired: true,
    minLength: 20,
    messages: { required: v.review, minLength: v.reviewLength },
  }),
  quality: required(v.rating),
  reliability: required(v.rating),
  overall: required(v.rating),
});
/** Values of the review form. */
export type ReviewValues = z.infer<typeof reviewSchema>;

/** Messages of the comment form. */
export const commentMessages = {
  name: 'Enter your name',
  email: 'Enter your email address',
  emailInvalid: 'Enter a VALID email',
  url: 'Enter a VALID url',
  comment: 'Please enter your comment',
} as const;
const m = commentMessages;

/** A blog comment: name, e-mail and text required; a web address checked only when given. */
export const commentSchema = z.object({
  name: required(m.name),
  email: requiredEmail(m.email, m.emailInvalid),
  url: textRule({ isUri: true, messages: { uri: m.url } }),
  comment: required(m.comment),
});
/** Values of the comment form. */
export type CommentValues = z.infer<typeof commentSchema>;

/** Messages of the contacts form. */
export const contactsMessages = {
  name: 'Please enter your name',
  ...emailMessages,
  message: 'Please enter your message',
  messageLength: 'Your message must be at least 10 characters long',
} as const;
const s = contactsMessages;

/** A message to the site: name, e-mail and at least 10 characters of text. */
export const contactsSchema = z.object({
  name: required(s.name),
  email: requiredEmail(s.email, s.emailInvalid),
  message: textRule({
    isRequired: true,
    minLength: 10,
    messages: { required: s.message, minLength: s.messageLength },
  }),
});
/** Values of the contacts form. */
export type ContactsValues = z.infer<typeof contactsSchema>;
