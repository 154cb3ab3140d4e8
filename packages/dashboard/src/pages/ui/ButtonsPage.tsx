import { useState } from 'react';
import {
  Button,
  ButtonGroup,
  DropdownMenu,
  DropdownMenuItem,
  Icon,
  PageHeader,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  useTranslation,
  type ButtonVariant,
} from '@atrium/ui';
import {
  faAlignCenter,
  faAlignLeft,
  faAlignRight,
  faBold,
  faDesktop,
  faItalic,
  faPen,
  faPrint,
  faShareNodes,
  faTrash,
  faUnderline,
} from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';
import { ContentPanel } from '../misc/ContentPanel';
import { ButtonsAtAGlance } from './ButtonsAtAGlance';
import { Note, PanelColumns, PanelStack, Row, SampleHeading } from './showcase.styles';
import { SplitButton } from './SplitButton';

const LastAction = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.onBackground};
`;

const variants: readonly ButtonVariant[] = [
  'default',
  'primary',
  'success',
  'info',
  'warning',
  'danger',
  'link',
];
const capitalised = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/** The buttons showcase: colours, sizes, states, groups, dropdown and split buttons, icon buttons, toggles. */
export default function ButtonsPage() {
  const { t } = useTranslation();
  const [lastAction, setLastAction] = useState<string | null>(null);
  const [alignment, setAlignment] = useState<Set<string | number>>(new Set(['left']));
  const [styles, setStyles] = useState<Set<string | number>>(new Set(['bold']));
  const onAction = (action: string) => setLastAction(action);
  return (
    <>
      <PageHeader title={t('UI Elements')} subtitle={t('Buttons')} icon={<Icon icon={faDesktop} />} />
      <LastAction role="status">
        {lastAction === null
          ? t('Press any button to see its action here.')
          : t('Last action: {action}', { action: lastAction })}
      </LastAction>
      <ContentPanel title={t('Buttons at a glance')}>
        <ButtonsAtAGlance onAction={onAction} />
      </ContentPanel>
      <PanelColumns>
        <PanelStack>
          <ContentPanel title={t('Basic buttons')}>
            <Note>{t('Seven colours for seven meanings; the link button reads as text.')}</Note>
            <Row>
              {variants.map((variant) => (
                <Button key={variant} variant={variant} onPress={() => onAction(t(capitalised(variant)))}>
                  {t(capitalised(variant))}
                </Button>
              ))}
            </Row>
          </ContentPanel>
          <ContentPanel title={t('Sizes and states')}>
            <SampleHeading>{t('Sizes')}</SampleHeading>
            <Row>
              <Button variant="primary" size="lg" onPress={() => onAction(t('Large'))}>
                {t('Large')}
              </Button>
              <Button variant="primary" onPress={() => onAction(t('Medium'))}>
                {t('Medium')}
              </Button>
              <Button variant="primary" size="sm" onPress={() => onAction(t('Small'))}>
                {t('Small')}
              </Button>
              <Button variant="primary" size="xs" onPress={() => onAction(t('Extra small'))}>
                {t('Extra small')}
              </Button>
            </Row>
            <Row>
              <Button variant="info" isBlock onPress={() => onAction(t('Block button'))}>
                {t('Block button')}
              </Button>
            </Row>
            <SampleHeading>{t('States')}</SampleHeading>
            <Row>
              <Button variant="success" onPress={() => onAction(t('Enabled'))}>
                {t('Enabled')}
              </Button>
              <Button variant="success" isDisabled>
                {t('Disabled')}
              </Button>
              <Button isDisabled>{t('Disabled default')}</Button>
              <Button variant="link" isDisabled>
                {t('Disabled link')}
              </Button>
            </Row>
          </ContentPanel>
          <ContentPanel title={t('Toggles')}>
            <SampleHeading>{t('One of a set')}</SampleHeading>
            <ToggleButtonGroup
              aria-label={t('Text alignment')}
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={alignment}
              onSelectionChange={setAlignment}
            >
              <ToggleButton id="left" aria-label={t('Align left')} icon={<Icon icon={faAlignLeft} />} />
              <ToggleButton id="center" aria-label={t('Align centre')} icon={<Icon icon={faAlignCenter} />} />
              <ToggleButton id="right" aria-label={t('Align right')} icon={<Icon icon={faAlignRight} />} />
            </ToggleButtonGroup>
            <SampleHeading>{t('Any of a set')}</SampleHeading>
            <ToggleButtonGroup
              aria-label={t('Text style')}
              selectionMode="multiple"
              selectedKeys={styles}
              onSelectionChange={setStyles}
            >
              <ToggleButton id="bold" selectedVariant="primary" icon={<Icon icon={faBold} />}>
                {t('Bold')}
              </ToggleButton>
              <ToggleButton id="italic" selectedVariant="primary" icon={<Icon icon={faItalic} />}>
                {t('Italic')}
              </ToggleButton>
              <ToggleButton id="underline" selectedVariant="primary" icon={<Icon icon={faUnderline} />}>
                {t('Underline')}
              </ToggleButton>
            </ToggleButtonGroup>
          </ContentPanel>
        </PanelStack>
        <PanelStack>
          <ContentPanel title={t('Dropdown and split buttons')}>
            <SampleHeading>{t('Dropdown buttons')}</SampleHeading>
            <Row>
              {(['default', 'primary', 'success', 'danger'] as const).map((variant) => (
                <DropdownMenu
                  key={variant}
                  label={t(capitalised(variant))}
                  variant={variant}
                  onAction={(key) => onAction(String(key))}
                >
                  <DropdownMenuItem key={t('Action')}>{t('Action')}</DropdownMenuItem>
                  <DropdownMenuItem key={t('Another action')}>{t('Another action')}</DropdownMenuItem>
                  <DropdownMenuItem key={t('Something else')}>{t('Something else')}</DropdownMenuItem>
                </DropdownMenu>
              ))}
            </Row>
            <SampleHeading>{t('Split buttons')}</SampleHeading>
            <Row>
              <SplitButton
                label={t('Save')}
                variant="primary"
                actions={[t('Save as draft'), t('Save and close')]}
                onAction={onAction}
              />
              <SplitButton
                label={t('Export')}
                actions={[t('PDF'), t('CSV'), t('Excel')]}
                onAction={onAction}
              />
              <SplitButton
                label={t('Delete')}
                variant="danger"
                size="sm"
                actions={[t('Move to archive')]}
                onAction={onAction}
              />
            </Row>
          </ContentPanel>
          <ContentPanel title={t('Icon buttons')}>
            <Note>
              {t('Icon-only buttons carry a name for screen readers and a tooltip for everyone else.')}
            </Note>
            <Row>
              {[
                { label: 'Edit', icon: faPen, variant: 'default' as const },
                { label: 'Print', icon: faPrint, variant: 'info' as const },
                { label: 'Share', icon: faShareNodes, variant: 'success' as const },
                { label: 'Delete', icon: faTrash, variant: 'danger' as const },
              ].map(({ label, icon, variant }) => (
                <Tooltip key={label} content={t(label)}>
                  <Button
                    variant={variant}
                    aria-label={t(label)}
                    icon={<Icon icon={icon} />}
                    onPress={() => onAction(t(label))}
                  />
                </Tooltip>
              ))}
            </Row>
            <Row>
              <Button variant="primary" icon={<Icon icon={faPen} />} onPress={() => onAction(t('Edit'))}>
                {t('Edit')}
              </Button>
              <Button
                variant="danger"
                size="sm"
                icon={<Icon icon={faTrash} />}
                onPress={() => onAction(t('Delete'))}
              >
                {t('Delete')}
              </Button>
            </Row>
          </ContentPanel>
          <ContentPanel title={t('Button groups')}>
            <SampleHeading>{t('Horizontal')}</SampleHeading>
            <ButtonGroup aria-label={t('Pages')}>
              {['Left', 'Middle', 'Right'].map((label) => (
                <Button key={label} onPress={() => onAction(t(label))}>
                  {t(label)}
                </Button>
              ))}
            </ButtonGroup>
            <SampleHeading>{t('Toolbar')}</SampleHeading>
            <Row role="toolbar" aria-label={t('Pager')}>
              <ButtonGroup aria-label={t('First pages')}>
                {['1', '2', '3', '4'].map((page) => (
                  <Button key={page} onPress={() => onAction(page)}>
                    {page}
                  </Button>
                ))}
              </ButtonGroup>
              <ButtonGroup aria-label={t('Last pages')}>
                {['5', '6', '7'].map((page) => (
                  <Button key={page} onPress={() => onAction(page)}>
                    {page}
                  </Button>
                ))}
              </ButtonGroup>
            </Row>
            <SampleHeading>{t('Vertical')}</SampleHeading>
            <ButtonGroup aria-label={t('Views')} orientation="vertical">
              {['Day', 'Week', 'Month'].map((label) => (
                <Button key={label} onPress={() => onAction(t(label))}>
                  {t(label)}
                </Button>
              ))}
            </ButtonGroup>
            <SampleHeading>{t('Justified')}</SampleHeading>
            <ButtonGroup aria-label={t('Periods')} isBlock>
              {['Today', 'This week', 'This month'].map((label) => (
                <Button key={label} variant="primary" onPress={() => onAction(t(label))}>
                  {t(label)}
                </Button>
              ))}
            </ButtonGroup>
          </ContentPanel>
        </PanelStack>
      </PanelColumns>
    </>
  );
}
