import {
  Checkbox,
  CheckboxGroup,
  Icon,
  Radio,
  RadioGroup,
  Select,
  Slider,
  Switch,
  TextArea,
  TextField,
  useTranslation,
} from '@atrium/ui';
import { faEnvelope, faLock, faMagnifyingGlass, faUser } from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';
import { ShowcasePage, ShowcaseWidget } from './ShowcasePage';
import { FieldPair, FieldStack } from './FieldStack';
import { MultipleSelect } from './MultipleSelect';
import { NativeField } from './NativeField';

const Switches = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
`;

const departments = ['Sales', 'Marketing', 'Engineering', 'Support', 'Finance', 'Legal'];

/**
 * Forms › Smart Form Elements: every input type of the original's form-element showcase (text, password,
 * email, search, number, date, time, colour, file, textarea, select and multiple select, checkboxes, radios,
 * switches and a range), each in its widget with labels and help text.
 */
export default function ElementsPage() {
  const { t } = useTranslation();
  const departmentOptions = departments.map((label) => ({ value: label.toLowerCase(), label: t(label) }));
  return (
    <ShowcasePage subtitle="Smart Form Elements">
      <ShowcaseWidget title="Text Inputs">
        <FieldStack>
          <TextField
            label={t('Username')}
            placeholder={t('Your username')}
            startAdornment={<Icon icon={faUser} />}
          />
          <TextField
            label={t('Password')}
            type="password"
            startAdornment={<Icon icon={faLock} />}
            description={t('At least 8 characters')}
          />
          <TextField label={t('Email')} type="email" startAdornment={<Icon icon={faEnvelope} />} />
          <TextField label={t('Search')} type="search" endAdornment={<Icon icon={faMagnifyingGlass} />} />
          <TextArea label={t('Message')} rows={3} maxLength={300} />
        </FieldStack>
      </ShowcaseWidget>
      <ShowcaseWidget title="Browser Inputs">
        <FieldStack>
          <FieldPair>
            <NativeField label={t('Quantity')} type="number" min="1" max="99" defaultValue="3" />
            <NativeField label={t('Colour')} type="color" defaultValue="#3276b1" />
          </FieldPair>
          <FieldPair>
            <NativeField label={t('Date')} type="date" defaultValue="2026-03-14" />
            <NativeField label={t('Time')} type="time" defaultValue="09:30" />
          </FieldPair>
          <NativeField
            label={t('Attachment')}
            type="file"
            accept="image/*,.pdf"
            description={t('Images or PDF, up to 5 MB')}
          />
          <Select label={t('Department')} items={departmentOptions} placeholder={t('Choose a department')} />
          <MultipleSelect
            label={t('Teams')}
            options={departmentOptions}
            defaultValue={['engineering', 'support']}
            description={t('Hold Ctrl or Shift to pick several')}
          />
        </FieldStack>
      </ShowcaseWidget>
      <ShowcaseWidget title="Checkboxes and Radios">
        <FieldStack>
          <CheckboxGroup label={t('Notify me about')} defaultValue={['orders']}>
            <Checkbox value="orders">{t('New orders')}</Checkbox>
            <Checkbox value="reviews">{t('Product reviews')}</Checkbox>
            <Checkbox value="billing" isDisabled>
              {t('Billing (set by your administrator)')}
            </Checkbox>
          </CheckboxGroup>
          <CheckboxGroup label={t('Channels')} orientation="horizontal" defaultValue={['email']}>
            <Checkbox value="email">{t('Email')}</Checkbox>
            <Checkbox value="sms">{t('SMS')}</Checkbox>
            <Checkbox value="push">{t('Push')}</Checkbox>
          </CheckboxGroup>
          <RadioGroup label={t('Delivery')} defaultValue="standard">
            <Radio value="standard">{t('Standard (3 to 5 days)')}</Radio>
            <Radio value="express">{t('Express (next day)')}</Radio>
            <Radio value="pickup" isDisabled>
              {t('Pick-up (not in your area)')}
            </Radio>
          </RadioGroup>
          <RadioGroup label={t('Rating')} orientation="horizontal" defaultValue="4">
            {['1', '2', '3', '4', '5'].map((value) => (
              <Radio key={value} value={value}>
                {value}
              </Radio>
            ))}
          </RadioGroup>
        </FieldStack>
      </ShowcaseWidget>
      <ShowcaseWidget title="Switches and Range">
        <FieldStack>
          <Switches>
            <Switch defaultSelected>{t('Auto-save drafts')}</Switch>
            <Switch onText={t('ON')} offText={t('OFF')}>
              {t('Public profile')}
            </Switch>
            <Switch isDisabled>{t('Beta features')}</Switch>
          </Switches>
          <Slider label={t('Volume')} defaultValue={60} minValue={0} maxValue={100} />
          <Slider
            label={t('Budget')}
            defaultValue={1500}
            minValue={500}
            maxValue={5000}
            step={100}
            formatOptions={{ style: 'currency', currency: 'USD', maximumFractionDigits: 0 }}
          />
        </FieldStack>
      </ShowcaseWidget>
    </ShowcasePage>
  );
}
