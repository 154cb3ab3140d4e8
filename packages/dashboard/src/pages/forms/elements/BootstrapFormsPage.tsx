import {
  Button,
  Checkbox,
  DropdownMenu,
  DropdownMenuItem,
  Icon,
  InputAddon,
  Radio,
  RadioGroup,
  Select,
  Switch,
  TextArea,
  TextField,
  useTranslation,
} from '@atrium/ui';
import { faEnvelope, faGlobe, faPhone } from '@fortawesome/free-solid-svg-icons';
import { useState } from 'react';
import styled from 'styled-components';
import { ShowcasePage, ShowcaseWidget } from './ShowcasePage';
import { FieldPair, FieldStack } from './FieldStack';

// Whole English keys per size, so each reads naturally once translated.
const sizeRows = [
  { size: 'lg', input: 'Large input', select: 'Large select', button: 'Large button' },
  { size: 'md', input: 'Default input', select: 'Default select', button: 'Default button' },
  { size: 'sm', input: 'Small input', select: 'Small select', button: 'Small button' },
] as const;

const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const planNames = ['Starter', 'Growth', 'Scale'];

/** The plans the selects offer, named in the chosen language. */
function usePlans() {
  const { t } = useTranslation();
  return planNames.map((label) => ({ value: label.toLowerCase(), label: t(label) }));
}
const schemes = ['https://', 'http://', 'ftp://'];

/** Bootstrap › Input sizes: text fields, selects and buttons at each of the three heights. */
function SizesWidget() {
  const { t } = useTranslation();
  const plans = usePlans();
  return (
    <FieldStack>
      {sizeRows.map(({ size, input, select }) => (
        <FieldPair key={size}>
          <TextField label={t(input)} size={size} placeholder={t('Placeholder')} />
          <Select label={t(select)} size={size} items={plans} defaultValue="growth" />
        </FieldPair>
      ))}
      <ButtonRow>
        {sizeRows.map(({ size, button }) => (
          <Button key={size} size={size} variant="primary">
            {t(button)}
          </Button>
        ))}
      </ButtonRow>
    </FieldStack>
  );
}

/** Bootstrap › Input groups: text, icon, checkbox, radio, button and dropdown-button add-ons, either side. */
function InputGroupsWidget() {
  const { t } = useTranslation();
  const [scheme, setScheme] = useState(schemes[0]!);
  const [isGift, setGift] = useState(false);
  return (
    <FieldStack>
      <TextField label={t('Username')} startAddon={<InputAddon>@</InputAddon>} autoComplete="username" />
      <TextField
        label={t('Amount')}
        description={t('In US dollars')}
        inputMode="decimal"
        startAddon={<InputAddon>$</InputAddon>}
        endAddon={<InputAddon>.00</InputAddon>}
      />
      <TextField
        label={t('Website')}
        startAddon={
          // A web address reads left to right in every language.
          <DropdownMenu label={<bdi dir="ltr">{scheme}</bdi>} onAction={(key) => setScheme(String(key))}>
            {schemes.map((item) => (
              <DropdownMenuItem key={item} textValue={item}>
                <bdi dir="ltr">{item}</bdi>
              </DropdownMenuItem>
            ))}
          </DropdownMenu>
        }
        endAddon={
          <InputAddon>
            <Icon icon={faGlobe} />
          </InputAddon>
        }
      />
      <TextField label={t('Search')} type="search" endAddon={<Button variant="primary">{t('Go')}</Button>} />
      <TextField
        label={t('Gift message')}
        isDisabled={!isGift}
        startAddon={
          <InputAddon>
            <Checkbox aria-label={t('Wrap as a gift')} isSelected={isGift} onChange={setGift} />
          </InputAddon>
        }
      />
      <RadioGroup label={t('Preferred contact')} defaultValue="email">
        <TextField
          label={t('Phone')}
          type="tel"
          startAddon={
            <InputAddon>
              <Radio value="phone" aria-label={t('Call me on this number')} />
            </InputAddon>
          }
          endAddon={
            <InputAddon>
              <Icon icon={faPhone} />
            </InputAddon>
          }
        />
        <TextField
          label={t('Email')}
          type="email"
          startAddon={
            <InputAddon>
              <Radio value="email" aria-label={t('Write to this address')} />
            </InputAddon>
          }
          endAddon={
            <InputAddon>
              <Icon icon={faEnvelope} />
            </InputAddon>
          }
        />
      </RadioGroup>
    </FieldStack>
  );
}

/** Bootstrap › Disabled and read-only: each control that cannot be changed, and why it looks so. */
function StatesWidget() {
  const { t } = useTranslation();
  const plans = usePlans();
  return (
    <FieldStack>
      <TextField label={t('Disabled input')} defaultValue={t('You cannot change this')} isDisabled />
      <TextField
        label={t('Read-only input')}
        defaultValue="ACC-2026-0142"
        isReadOnly
        description={t('Can be selected and copied, not changed')}
      />
      <Select label={t('Disabled select')} items={plans} defaultValue="starter" isDisabled />
      <TextArea
        label={t('Read-only text area')}
        defaultValue={t('Signed contracts cannot be edited.')}
        isReadOnly
      />
      <ButtonRow>
        <Checkbox isDisabled defaultSelected>
          {t('Disabled checkbox')}
        </Checkbox>
        <Switch isDisabled>{t('Disabled switch')}</Switch>
        <Button isDisabled>{t('Disabled button')}</Button>
      </ButtonRow>
    </FieldStack>
  );
}

/** Bootstrap › Help text and validation states. */
function HelpWidget() {
  const { t } = useTranslation();
  const plans = usePlans();
  return (
    <FieldStack>
      <TextField
        label={t('Password')}
        type="password"
        description={t('8 to 20 characters, letters and numbers, no spaces or emoji')}
      />
      <TextField
        label={t('Valid input')}
        defaultValue="ann.smith"
        isValid
        description={t('This username is free')}
      />
      <TextField
        label={t('Invalid input')}
        defaultValue="ann smith"
        isInvalid
        errorMessage={t('Letters, digits, dots and underscores only')}
      />
      <Select
        label={t('Invalid select')}
        items={plans}
        isInvalid
        errorMessage={t('Please choose a plan')}
        placeholder={t('Choose a plan')}
      />
    </FieldStack>
  );
}

/**
 * Forms › Bootstrap Form Elements: the original's Bootstrap showcase: input sizes, input groups with every
 * kind of add-on, disabled and read-only controls, help text and the validation states, each in its widget.
 */
export default function BootstrapFormsPage() {
  return (
    <ShowcasePage subtitle="Bootstrap Form Elements">
      <ShowcaseWidget title="Input Groups">
        <InputGroupsWidget />
      </ShowcaseWidget>
      <ShowcaseWidget title="Input Sizes">
        <SizesWidget />
      </ShowcaseWidget>
      <ShowcaseWidget title="Disabled and Read-only">
        <StatesWidget />
      </ShowcaseWidget>
      <ShowcaseWidget title="Help Text and States">
        <HelpWidget />
      </ShowcaseWidget>
    </ShowcasePage>
  );
}
