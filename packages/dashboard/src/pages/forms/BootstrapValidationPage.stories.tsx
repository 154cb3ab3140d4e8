import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inShellContent } from '../misc/shellContentDecorator';
import BootstrapValidationPage from './BootstrapValidationPage';
import {
  attributeMessages as a,
  buttonGroupMessages as b,
  contactMessages as c,
  movieMessages as mv,
  productMessages as p,
  profileMessages as pr,
  togglingMessages as t,
} from './bootstrapValidationForms';

const meta = {
  title: 'Screens/Forms/BootstrapValidationPage',
  component: BootstrapValidationPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
} satisfies Meta<typeof BootstrapValidationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = (canvas: HTMLElement, name: string) => within(within(canvas).getByRole('form', { name }));

async function submit(form: ReturnType<typeof formOf>) {
  await userEvent.click(form.getByRole('button', { name: 'Validate' }));
}

async function expectMessages(form: ReturnType<typeof formOf>, messages: readonly string[]) {
  for (const message of messages) await expect((await form.findAllByText(message))[0]).toBeVisible();
}

/** Seven titled form widgets. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      'Forms, Bootstrap Form Validation',
    );
    for (const title of ['Attribute', 'Toggling', 'Contact', 'Movie', 'Product', 'Profile', 'Button Group']) {
      await expect(screen.getByRole('region', { name: `${title} Form` })).toBeInTheDocument();
    }
  },
};

/** Attribute form: each required message, the username's rules and the password comparisons. */
export const AttributeRules: Story = {
  play: async ({ canvasElement }) => {
    const form = formOf(canvasElement, 'Attribute form');
    await submit(form);
    await expectMessages(form, [
      a.firstName,
      a.lastName,
      a.username,
      a.password,
      a.confirmPassword,
      a.languages,
    ]);
    await waitFor(() => expect(form.getByRole('textbox', { name: 'First name' })).toHaveFocus());
    const username = form.getByRole('textbox', { name: 'Username' });
    await userEvent.type(username, 'ann');
    await expectMessages(form, [a.usernameLength]);
    await userEvent.type(username, ' smith');
    await expectMessages(form, [a.usernamePattern]);
    await userEvent.type(form.getByRole('textbox', { name: 'Email address' }), 'ann@');
    await userEvent.tab();
    await expectMessages(form, [a.email]);
    await userEvent.clear(username);
    await userEvent.type(username, 'annsmith');
    await userEvent.type(form.getByLabelText(/^Password/, { selector: 'input' }), 'annsmith');
    await expectMessages(form, [a.passwordDifferent, a.usernameDifferent]);
    await userEvent.type(form.getByLabelText(/^Retype password/, { selector: 'input' }), 'other');
    await expectMessages(form, [a.passwordSame]);
  },
};

/** Toggling form: job and department are asked for only once their section is shown. */
export const TogglingRules: Story = {
  play: async ({ canvasElement }) => {
    const form = formOf(canvasElement, 'Toggling form');
    await submit(form);
    await expectMessages(form, [t.firstName, t.lastName, t.company, t.mobilePhone]);
    await expect(form.queryByText(t.job)).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Add job details' }));
    await submit(form);
    await expectMessages(form, [t.job, t.department]);
    await userEvent.type(form.getByRole('textbox', { name: /Mobile phone/ }), '555-01');
    await userEvent.type(form.getByRole('textbox', { name: 'Home phone' }), 'x');
    await userEvent.type(form.getByRole('textbox', { name: 'Office phone' }), 'y');
    await userEvent.tab();
    await expectMessages(form, [t.mobilePhoneDigits, t.homePhoneDigits, t.officePhoneDigits]);
  },
};

/** Contact, profile and product forms: required, e-mail, length and number messages. */
export const ContactProfileProductRules: Story = {
  play: async ({ canvasElement }) => {
    const contact = formOf(canvasElement, 'Contact form');
    await userEvent.click(contact.getByRole('button', { name: 'Send' }));
    await expectMessages(contact, [c.fullName, c.email, c.title, c.content]);
    await userEvent.type(contact.getByRole('textbox', { name: /Email/ }), 'ann');
    await userEvent.type(contact.getByRole('textbox', { name: /Title/ }), 'x'.repeat(101));
    await expectMessages(contact, [c.emailInvalid, c.titleLength]);

    const profile = formOf(canvasElement, 'Profile form');
    await submit(profile);
    await expectMessages(profile, [pr.email, pr.password]);
    await userEvent.type(profile.getByRole('textbox', { name: /Email address/ }), 'ann@example');
    await expectMessages(profile, [pr.emailInvalid]);

    const product = formOf(canvasElement, 'Product form');
    await submit(product);
    await expectMessages(product, [p.price, p.amount, p.color, p.size]);
    await userEvent.type(product.getByRole('textbox', { name: /Price/ }), '$5');
    await userEvent.type(product.getByRole('textbox', { name: /Amount/ }), 'five');
    await expectMessages(product, [p.priceNumeric, p.amountNumeric]);
  },
};

/** Movie and button group forms: URIs, lengths, and one to two languages; a valid form says it was sent. */
export const MovieAndButtonGroupRules: Story = {
  play: async ({ canvasElement }) => {
    const movie = formOf(canvasElement, 'Movie form');
    await submit(movie);
    await expectMessages(movie, [
      mv.title,
      mv.genre,
      mv.director,
      mv.writer,
      mv.producer,
      mv.website,
      mv.trailer,
      mv.rating,
    ]);
    await userEvent.type(movie.getByRole('textbox', { name: /Website/ }), 'imdb.com');
    await userEvent.type(movie.getByRole('textbox', { name: /Youtube trailer/ }), 'youtube');
    await expectMessages(movie, [mv.websiteInvalid, mv.trailerInvalid]);

    const group = formOf(canvasElement, 'Button group form');
    await submit(group);
    await expectMessages(group, [b.gender, b.languages]);
    await userEvent.click(group.getByRole('radio', { name: 'Female' }));
    for (const name of ['English', 'French', 'German'])
      await userEvent.click(group.getByRole('checkbox', { name }));
    await expectMessages(group, [b.languages]);
    await userEvent.click(group.getByRole('checkbox', { name: 'German' }));
    await waitFor(() => expect(group.queryByText(b.languages)).toBeNull());
    await submit(group);
    const widget = within(within(canvasElement).getByRole('region', { name: 'Button Group Form' }));
    await expect(await widget.findByRole('status')).toHaveTextContent('Every field is valid');
  },
};
