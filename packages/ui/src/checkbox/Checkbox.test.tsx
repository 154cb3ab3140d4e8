import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Checkbox } from './Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

const languagesMessage = 'Please choose 1 - 2 languages you can speak';

function Languages(props: { onChange?: (value: string[]) => void; isRequired?: boolean }) {
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <CheckboxGroup
        label="Languages"
        minSelected={1}
        maxSelected={2}
        selectionMessage={languagesMessage}
        {...props}
      >
        <Checkbox value="en">English</Checkbox>
        <Checkbox value="fr">French</Checkbox>
        <Checkbox value="de">German</Checkbox>
      </CheckboxGroup>
      <button type="submit">Save</button>
    </form>
  );
}

describe('Checkbox', () => {
  it('toggles with a click on its label and with Space, reporting each change', async () => {
    const onChange = vi.fn();
    await renderWithTheme(<Checkbox onChange={onChange}>Remember me</Checkbox>);
    const box = page.getByRole('checkbox', { name: 'Remember me' });
    await page.getByText('Remember me').click();
    await expect.element(box).toBeChecked();
    await expect.element(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('shows a mixed state while indeterminate', async () => {
    await renderWithTheme(<Checkbox isIndeterminate>Select all</Checkbox>);
    await expect.element(page.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
  });

  it('ignores clicks and leaves the tab order while disabled', async () => {
    const onChange = vi.fn();
    await renderWithTheme(
      <>
        <Checkbox isDisabled onChange={onChange}>
          Locked
        </Checkbox>
        <Checkbox>Open</Checkbox>
      </>,
    );
    await page.getByText('Locked').click({ force: true });
    await expect.element(page.getByRole('checkbox', { name: 'Locked' })).not.toBeChecked();
    await userEvent.tab();
    await expect.element(page.getByRole('checkbox', { name: 'Open' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows an invalid checkbox with its message after it and no axe violations', async () => {
    await renderWithTheme(
      <main>
        <Checkbox isInvalid errorMessage="You must agree with Terms and Conditions">
          I agree with the Terms and Conditions
        </Checkbox>
      </main>,
    );
    const box = page.getByRole('checkbox', { name: 'I agree with the Terms and Conditions' });
    await expect.element(box).toHaveAttribute('aria-invalid', 'true');
    await expect.element(box).toHaveAccessibleDescription('You must agree with Terms and Conditions');
    expect(box.element().closest('.atrium-field')?.classList.contains('is-invalid')).toBe(true);
    await expectNoAxeViolations();
  });
});

describe('CheckboxGroup', () => {
  it('is a group named by its label whose value collects the ticked boxes', async () => {
    const onChange = vi.fn();
    await renderWithTheme(<Languages onChange={onChange} />);
    await expect.element(page.getByRole('group', { name: 'Languages' })).toBeVisible();
    await page.getByText('English').click();
    await page.getByText('German').click();
    expect(onChange).toHaveBeenLastCalledWith(['en', 'de']);
  });

  it('says nothing until a box is toggled, then shows the selection message outside 1 - 2', async () => {
    await renderWithTheme(
      <main>
        <Languages />
      </main>,
    );
    await expect.element(page.getByText(languagesMessage)).not.toBeInTheDocument();
    await page.getByText('English').click();
    await page.getByText('French').click();
    await expect.element(page.getByText(languagesMessage)).not.toBeInTheDocument();
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard(' ');
    await expect.element(page.getByText(languagesMessage)).toBeVisible();
    const group = page.getByRole('group', { name: 'Languages' });
    await expect.element(group).toHaveAccessibleDescription(languagesMessage);
    expect(group.element().classList.contains('is-invalid')).toBe(true);
    await expectNoAxeViolations();
    await userEvent.keyboard(' ');
    await expect.element(page.getByText(languagesMessage)).not.toBeInTheDocument();
  });

  it('shows the message on submit when nothing is ticked, and focuses the first box', async () => {
    await renderWithTheme(<Languages />);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByText(languagesMessage)).toBeVisible();
    await expect.element(page.getByRole('checkbox', { name: 'English' })).toHaveFocus();
  });

  it('takes an app-controlled invalid state and message', async () => {
    await renderWithTheme(
      <CheckboxGroup label="Series" isInvalid errorMessage="Pick a series" orientation="horizontal">
        <Checkbox value="target">Target</Checkbox>
        <Checkbox value="actual">Actual</Checkbox>
      </CheckboxGroup>,
    );
    await expect.element(page.getByText('Pick a series')).toBeVisible();
    await expect
      .element(page.getByRole('checkbox', { name: 'Target' }))
      .toHaveAttribute('aria-invalid', 'true');
  });
});
