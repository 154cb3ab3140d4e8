import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Radio } from './Radio';
import { RadioGroup } from './RadioGroup';

describe('RadioGroup', () => {
  it('is a radiogroup named by its label; a click chooses one radio and reports its value', async () => {
    const onChange = vi.fn();
    await renderWithTheme(
      <main>
        <RadioGroup label="Gender" onChange={onChange} description="Used for the greeting">
          <Radio value="male">Male</Radio>
          <Radio value="female">Female</Radio>
        </RadioGroup>
      </main>,
    );
    const group = page.getByRole('radiogroup', { name: 'Gender' });
    await expect.element(group).toHaveAccessibleDescription('Used for the greeting');
    await page.getByText('Female').click();
    await expect.element(page.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect.element(page.getByRole('radio', { name: 'Male', exact: true })).not.toBeChecked();
    expect(onChange).toHaveBeenCalledWith('female');
    await expectNoAxeViolations();
  });

  it('is one tab stop; arrow keys move and choose, skipping disabled radios', async () => {
    // A control before the group, so Shift+Tab leaves the group without leaving the page.
    await renderWithTheme(
      <>
        <button type="button">Before</button>
        <RadioGroup label="Chat status" defaultValue="online">
          <Radio value="online">Online</Radio>
          <Radio value="busy" isDisabled>
            Busy
          </Radio>
          <Radio value="away">Away</Radio>
          <Radio value="offline">Log Off</Radio>
        </RadioGroup>
      </>,
    );
    await page.getByRole('button', { name: 'Before' }).click();
    await userEvent.tab();
    await expect.element(page.getByRole('radio', { name: 'Online' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const away = page.getByRole('radio', { name: 'Away' });
    await expect.element(away).toHaveFocus();
    await expect.element(away).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('radio', { name: 'Log Off' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(away).toBeChecked();
    await userEvent.tab({ shift: true });
    await expect.element(page.getByRole('button', { name: 'Before' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(away).toHaveFocus();
  });

  it('moves with Left and Right in a horizontal group', async () => {
    await renderWithTheme(
      <RadioGroup label="Size" orientation="horizontal" defaultValue="s">
        <Radio value="s">Small</Radio>
        <Radio value="m">Medium</Radio>
      </RadioGroup>,
    );
    await expect
      .element(page.getByRole('radiogroup', { name: 'Size' }))
      .toHaveAttribute('aria-orientation', 'horizontal');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('radio', { name: 'Medium' })).toBeChecked();
  });

  it('shows the invalid state with its message after the radios', async () => {
    await renderWithTheme(
      <RadioGroup label="Quality" isInvalid errorMessage="Please rate the product">
        <Radio value="1">Poor</Radio>
        <Radio value="5">Great</Radio>
      </RadioGroup>,
    );
    const group = page.getByRole('radiogroup', { name: 'Quality' });
    await expect.element(group).toHaveAttribute('aria-invalid', 'true');
    await expect.element(group).toHaveAccessibleDescription('Please rate the product');
    expect(group.element().classList.contains('is-invalid')).toBe(true);
    expect(group.element().lastElementChild?.textContent).toBe('Please rate the product');
  });

  it('is checked on submit when required, and the first radio takes focus', async () => {
    await renderWithTheme(
      <form onSubmit={(event) => event.preventDefault()}>
        <RadioGroup label="Gender" isRequired errorMessage="The gender is required">
          <Radio value="male">Male</Radio>
          <Radio value="female">Female</Radio>
        </RadioGroup>
        <button type="submit">Save</button>
      </form>,
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByText('The gender is required')).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'Male', exact: true })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(page.getByText('The gender is required')).not.toBeInTheDocument();
  });
});
