import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TranslationProvider } from '../i18n';
import { SignUpForm, signUpMessages as m } from './formSample';

const meta = {
  title: 'Forms/Form',
  component: SignUpForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  argTypes: { onSubmit: { control: false } },
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fieldOf = (element: HTMLElement) => element.closest('.atrium-field');

/** Every rule: required, e-mail, lengths, pattern, URI, numeric, card number, comparisons, choices. */
export const SignUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Sign up' })).toBeVisible();
  },
};

/** Quiet while typing, the message right after the field once it is left, then live, then the success state. */
export const ValidatesOnBlurThenLive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'ann@example');
    await expect(canvas.queryByText(m.email)).toBeNull();
    await userEvent.tab();
    await expect(await canvas.findByText(m.email)).toBeVisible();
    await expect(fieldOf(email)).toHaveClass('is-invalid');
    await expect(fieldOf(email)?.lastElementChild).toHaveTextContent(m.email);
    await userEvent.type(email, '.com');
    await waitFor(() => expect(fieldOf(email)).toHaveClass('is-valid'));
    await expect(canvas.queryByText(m.email)).toBeNull();
  },
};

/** Submitting an empty form focuses the first invalid field and announces a summary of the messages. */
export const SubmitFocusesFirstInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent('Please correct the errors below.');
    await expect(summary).toHaveTextContent(m.usernameRequired);
    await expect(summary).toHaveTextContent(m.terms);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveFocus());
    await expect(canvas.getByRole('radiogroup', { name: 'Gender' })).toHaveTextContent(m.gender);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Shape rules with their custom messages: pattern and length, URI, numeric and the card's checksum. */
export const ShapeRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'ann!');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Website' }), 'example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Age' }), 'ten');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Card number' }), '4111111111111112');
    await userEvent.tab();
    for (const message of [m.username, m.website, m.age]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(await canvas.findByText(m.card)).toBeVisible();
    const card = canvas.getByRole('textbox', { name: 'Card number' });
    await userEvent.clear(card);
    await userEvent.type(card, '4111 1111 1111 1111');
    await waitFor(() => expect(canvas.queryByText(m.card)).toBeNull());
  },
};

/** The confirmation must equal the password, the password must differ from the username, live both ways. */
export const ComparesFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'ann.smith');
    const password = canvas.getByLabelText(/^Password/, { selector: 'input' });
    await userEvent.type(password, 'ann.smith');
    await userEvent.tab();
    await expect(await canvas.findByText(m.passwordSame)).toBeVisible();
    await userEvent.type(password, '2');
    await waitFor(() => expect(canvas.queryByText(m.passwordSame)).toBeNull());
    const confirm = canvas.getByLabelText('Retype password', { selector: 'input' });
    await userEvent.type(confirm, 'ann.smith');
    await userEvent.tab();
    await expect(await canvas.findByText(m.confirm)).toBeVisible();
    await userEvent.type(confirm, '2');
    await waitFor(() => expect(canvas.queryByText(m.confirm)).toBeNull());
  },
};

/** "N to M choices": a third language is one too many. */
export const ChoiceCount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['English', 'French', 'German']) {
      await userEvent.click(canvas.getByRole('checkbox', { name }));
    }
    await expect(await canvas.findByText(m.languages)).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'German' }));
    await waitFor(() => expect(canvas.queryByText(m.languages)).toBeNull());
  },
};

/** A complete form reaches `onSubmit` with its values, and no summary shows. */
export const SubmitsValidValues: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'ann.smith');
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'secret');
    await userEvent.type(canvas.getByLabelText('Retype password', { selector: 'input' }), 'secret');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Plan' }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Professional' }),
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Female' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'French' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Terms and Conditions/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'ann.smith', plan: 'pro', gender: 'female', languages: ['fr'] }),
      expect.anything(),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

const german = {
  'Please correct the errors below.': 'Bitte korrigieren Sie die Fehler unten.',
  [m.usernameRequired]: 'Bitte geben Sie einen Benutzernamen ein.',
};

/** Messages are English keys: with a dictionary, the field and the summary show the translation. */
export const Translated: Story = {
  decorators: [
    (Story) => (
      <TranslationProvider
        languages={[{ key: 'de', name: 'Deutsch' }]}
        loadDictionary={async () => german}
        storageKey="atrium.stories.form-language"
      >
        <Story />
      </TranslationProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent(german['Please correct the errors below.']);
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await waitFor(() => expect(username).toHaveAccessibleDescription(german[m.usernameRequired]));
    await expect(canvas.queryByText(m.usernameRequired)).toBeNull();
  },
};
