import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../api/client';
import { DataProvider } from '../../api/DataProvider';
import { memoryStore } from '../../data/keyValueStore';
import { localAdapter } from '../../data/localAdapter';
import type { DataAdapter } from '../../data/resource';
import { inShellContent } from '../misc/shellContentDecorator';
import ValidationPage from './ValidationPage';
import {
  checkoutMessages as k,
  commentMessages as c,
  contactsMessages as s,
  orderMessages as o,
  registrationMessages as r,
  reviewMessages as v,
} from './smartValidationForms';

// Each story starts from the demo's seed files in a fresh store, so posted records never leak between them.
let store = memoryStore();

/** Browser storage whose every create is refused by the server, as an overloaded backend would. */
const refusingAdapter = (): DataAdapter => ({
  resource(definition, environment) {
    const stored = localAdapter({ store }).resource(definition, environment);
    return {
      ...stored,
      create: async () => {
        const error = new ApiError(`api/${definition.name}`, 503, 'Service Unavailable', 'Try again later.');
        environment.onError?.(error);
        throw error;
      },
    };
  },
});

/** The page on the demo's api/ files; `isRefusing` makes the backend refuse every post. */
function ValidationScreen({ isRefusing = false }: { isRefusing?: boolean }) {
  return (
    <DataProvider baseUrl="api" data={isRefusing ? refusingAdapter() : localAdapter({ store })}>
      <ValidationPage />
    </DataProvider>
  );
}

const meta = {
  title: 'Screens/Forms/ValidationPage',
  component: ValidationScreen,
  tags: ['autodocs'],
  args: { isRefusing: false },
  decorators: [inShellContent],
  beforeEach: () => {
    store = memoryStore();
  },
} satisfies Meta<typeof ValidationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = (canvas: HTMLElement, name: string) => within(within(canvas).getByRole('form', { name }));

async function expectMessages(form: ReturnType<typeof formOf>, messages: readonly string[]) {
  for (const message of messages) await expect((await form.findAllByText(message))[0]).toBeVisible();
}

/** Six titled form widgets; order, registration and review forms report every rule's message. */
export const OrderRegistrationReview: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      'Forms, Smart Form Validation',
    );
    for (const title of ['Order', 'Checkout', 'Registration', 'Review', 'Comment', 'Contacts']) {
      await expect(screen.getByRole('region', { name: `${title} Form` })).toBeInTheDocument();
    }
    const order = formOf(canvasElement, 'Order form');
    await userEvent.click(order.getByRole('button', { name: 'Validate form' }));
    await expectMessages(order, [o.name, o.email, o.phone, o.interested, o.budget]);
    await waitFor(() => expect(order.getByRole('textbox', { name: 'Name' })).toHaveFocus());

    const registration = formOf(canvasElement, 'Registration form');
    await userEvent.click(registration.getByRole('button', { name: 'Register' }));
    await expectMessages(registration, [
      r.username,
      r.email,
      r.password,
      r.passwordConfirm,
      r.firstname,
      r.lastname,
      r.gender,
      r.terms,
    ]);
    await userEvent.type(registration.getByLabelText(/^Password/, { selector: 'input' }), 'ab');
    await expectMessages(registration, [r.passwordLength]);
    await userEvent.type(registration.getByLabelText(/^Confirm password/, { selector: 'input' }), 'abc');
    await expectMessages(registration, [r.passwordSame]);

    const review = formOf(canvasElement, 'Review form');
    await userEvent.click(review.getByRole('button', { name: 'Review it' }));
    await expectMessages(review, [v.name, v.email, v.review, v.rating]);
    await userEvent.type(review.getByRole('textbox', { name: /Review/ }), 'Too short');
    await expectMessages(review, [v.reviewLength]);
  },
};

/** Checkout: digits-only post code, CVV and year, a checked card number; a valid order says it was sent. */
export const Checkout: Story = {
  play: async ({ canvasElement }) => {
    const checkout = formOf(canvasElement, 'Checkout form');
    await userEvent.click(checkout.getByRole('button', { name: 'Continue' }));
    await expectMessages(checkout, [k.fname, k.country, k.code, k.card, k.cvv, k.month, k.year]);
    await userEvent.type(checkout.getByRole('textbox', { name: /Post code/ }), '12a');
    await userEvent.type(checkout.getByRole('textbox', { name: /Card number/ }), '4111 1111 1111 1112');
    await expectMessages(checkout, [k.digits, k.cardInvalid]);
  },
};

/** A valid comment is posted to the comments collection and the form is marked submitted. */
export const CommentPosted: Story = {
  play: async ({ canvasElement }) => {
    const comment = formOf(canvasElement, 'Comment form');
    await userEvent.click(comment.getByRole('button', { name: 'Post comment' }));
    await expectMessages(comment, [c.name, c.email, c.comment]);
    await userEvent.type(comment.getByRole('textbox', { name: /Website/ }), 'not a url');
    await expectMessages(comment, [c.url]);
    await userEvent.clear(comment.getByRole('textbox', { name: /Website/ }));
    await userEvent.type(comment.getByRole('textbox', { name: /Name/ }), 'Ines <b>Bold</b>');
    await userEvent.type(comment.getByRole('textbox', { name: /E-mail/ }), 'ines@example.com');
    await userEvent.type(comment.getByRole('textbox', { name: /Comment/ }), 'Lovely dashboard.');
    await userEvent.click(comment.getByRole('button', { name: 'Post comment' }));
    const widget = within(within(canvasElement).getByRole('region', { name: 'Comment Form' }));
    const marker = await widget.findByRole('status');
    await expect(marker).toHaveTextContent('Your comment was successfully added!');
    await expect(marker).toHaveAttribute('data-state', 'submitted');
    await waitFor(() => expect(marker).toHaveFocus());
    await waitFor(async () =>
      expect(JSON.stringify(await store.get('atrium.data.v1.comments'))).toContain('Ines <b>Bold</b>'),
    );
    await userEvent.click(widget.getByRole('button', { name: 'Post another comment' }));
    await expect(widget.getByRole('textbox', { name: /Name/ })).toHaveValue('');
  },
};

/** A refused contacts message keeps every typed value and says what went wrong. */
export const ContactsRefused: Story = {
  args: { isRefusing: true },
  play: async ({ canvasElement }) => {
    const contacts = formOf(canvasElement, 'Contacts form');
    await userEvent.type(contacts.getByRole('textbox', { name: /Message/ }), 'Hi');
    await userEvent.tab();
    await expectMessages(contacts, [s.messageLength]);
    await userEvent.type(contacts.getByRole('textbox', { name: /Name/ }), 'Priya');
    await userEvent.type(contacts.getByRole('textbox', { name: /E-mail/ }), 'priya@example.com');
    await userEvent.type(contacts.getByRole('textbox', { name: /Message/ }), ' there, a demo please');
    await userEvent.click(contacts.getByRole('button', { name: 'Send message' }));
    const widget = within(within(canvasElement).getByRole('region', { name: 'Contacts Form' }));
    await expect(await widget.findByRole('alert')).toHaveTextContent('503 Service Unavailable');
    await expect(contacts.getByRole('textbox', { name: /Name/ })).toHaveValue('Priya');
    await expect(contacts.getByRole('textbox', { name: /Message/ })).toHaveValue('Hi there, a demo please');
    await expect(widget.queryByRole('status')).toBeNull();
  },
};
