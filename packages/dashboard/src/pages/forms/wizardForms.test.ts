import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptyFuelWizard,
  emptySmartWizard,
  fuelWizardMessages,
  fuelWizardSchema,
  smartWizardMessages,
  smartWizardSchema,
} from './wizardForms';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

const smartValid = {
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  country: 'Norway',
  city: 'Oslo',
  postalCode: '0150',
  phone: '+47 2212 3456',
  domain: 'atrium.example',
};

describe('the smart wizard schema', () => {
  it('accepts a complete sample', () => {
    expect(smartWizardSchema.safeParse(smartValid).success).toBe(true);
  });

  it('says what each empty field needs', () => {
    expect(messagesOf(smartWizardSchema.safeParse(emptySmartWizard))).toEqual([
      smartWizardMessages.email,
      smartWizardMessages.firstName,
      smartWizardMessages.lastName,
      smartWizardMessages.country,
      smartWizardMessages.city,
      smartWizardMessages.postalCode,
      smartWizardMessages.phone,
      smartWizardMessages.domain,
    ]);
  });

  it.each([
    ['email', 'ann@', smartWizardMessages.emailInvalid],
    ['postalCode', '015', smartWizardMessages.postalCode],
    ['phone', '12345', smartWizardMessages.phone],
    ['phone', 'call me maybe', smartWizardMessages.phone],
    ['domain', 'not a domain', smartWizardMessages.domain],
    ['domain', 'localhost', smartWizardMessages.domain],
  ])('rejects %s %j', (field, value, message) => {
    expect(messagesOf(smartWizardSchema.safeParse({ ...smartValid, [field]: value }))).toEqual([message]);
  });
});

describe('the Fuel UX wizard schema', () => {
  const fuelValid = { username: 'annlee', email: 'ann@example.com', plan: 'business', terms: true };

  it('accepts a complete sample and names every missing answer', () => {
    expect(fuelWizardSchema.safeParse(fuelValid).success).toBe(true);
    expect(messagesOf(fuelWizardSchema.safeParse(emptyFuelWizard))).toEqual([
      fuelWizardMessages.username,
      fuelWizardMessages.email,
      fuelWizardMessages.plan,
      fuelWizardMessages.terms,
    ]);
  });

  it.each([
    ['username', 'ann', fuelWizardMessages.username],
    ['username', 'a'.repeat(21), fuelWizardMessages.username],
    ['email', 'ann@example', fuelWizardMessages.emailInvalid],
  ])('rejects %s %j', (field, value, message) => {
    expect(messagesOf(fuelWizardSchema.safeParse({ ...fuelValid, [field]: value }))).toEqual([message]);
  });
});

describe('on arbitrary input', () => {
  const known = new Set<string>([
    ...Object.values(smartWizardMessages),
    ...Object.values(fuelWizardMessages),
  ]);

  it('never throws and only ever shows the known messages', () => {
    fc.assert(
      fc.property(fc.anything(), fc.dictionary(fc.string(), fc.string()), (anything, record) => {
        for (const schema of [smartWizardSchema, fuelWizardSchema]) {
          for (const input of [anything, record, { ...smartValid, ...record }]) {
            const result = schema.safeParse(input);
            if (result.success) continue;
            for (const issue of result.error.issues) {
              // A value of the wrong type is zod's own complaint; every message of a rule is a known one.
              if (issue.code === 'custom') expect(known).toContain(issue.message);
            }
          }
        }
      }),
    );
  });
});
