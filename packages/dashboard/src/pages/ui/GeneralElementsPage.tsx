import {
  Accordion,
  Alert,
  Badge,
  Button,
  Dialog,
  DialogTrigger,
  Icon,
  Label,
  PageHeader,
  Pagination,
  Popover,
  ProgressBar,
  Tooltip,
  useTranslation,
  type AlertVariant,
} from '@atrium/ui';
import {
  faCircleCheck,
  faCircleInfo,
  faCircleXmark,
  faDesktop,
  faEnvelope,
  faTriangleExclamation,
  type IconDefinition,
} from '@fortawesome/free-solid-svg-icons';
import { ContentPanel } from '../misc/ContentPanel';
import { DynamicTabs } from './DynamicTabs';
import { NotificationDemos } from './NotificationDemos';
import { AlertStack, Note, PanelColumns, PanelStack, Row, SampleHeading, Stack } from './showcase.styles';
import { WellsAndPanels } from './WellsAndPanels';

const alerts: ReadonlyArray<{ variant: AlertVariant; title: string; icon: IconDefinition; text: string }> = [
  {
    variant: 'warning',
    title: 'Warning',
    icon: faTriangleExclamation,
    text: 'Your monthly traffic is reaching its limit.',
  },
  { variant: 'success', title: 'Success', icon: faCircleCheck, text: 'The page has been added.' },
  { variant: 'info', title: 'Info', icon: faCircleInfo, text: 'You have 198 unread messages.' },
  { variant: 'danger', title: 'Error', icon: faCircleXmark, text: 'The daily backup job has failed.' },
];
const placements = ['top', 'right', 'bottom', 'left'] as const;
const tagVariants = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;

/** The general elements showcase: alerts, notifications, progress, tags, tabs, accordions, overlays, panels. */
export default function GeneralElementsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('UI Elements')}
        subtitle={t('General Elements')}
        icon={<Icon icon={faDesktop} />}
      />
      <AlertStack>
        {alerts.map(({ variant, title, icon, text }) => (
          <Alert
            key={variant}
            variant={variant}
            title={t(title)}
            icon={<Icon icon={icon} />}
            isDismissible
            closeLabel={t('Close')}
          >
            {t(text)}
          </Alert>
        ))}
      </AlertStack>
      <PanelColumns>
        <PanelStack>
          <ContentPanel title={t('Notification boxes')}>
            <Note>
              {t(
                'Small boxes slide in at the top, big boxes wait at the bottom, message boxes ask a question and dim the page.',
              )}
            </Note>
            <NotificationDemos />
          </ContentPanel>
          <ContentPanel title={t('Progress bars')}>
            <Stack>
              <ProgressBar label={t('Storage')} value={25} />
              <ProgressBar label={t('Uploads')} value={50} variant="info" isStriped />
              <ProgressBar label={t('Profile completed')} value={75} variant="success" isAnimated />
              <ProgressBar label={t('Server load')} value={100} variant="danger" textMode="fill" />
              <ProgressBar label={t('Tasks done')} value={40} variant="warning" size="thin" />
            </Stack>
          </ContentPanel>
          <ContentPanel title={t('Wells and panels')}>
            <WellsAndPanels />
          </ContentPanel>
        </PanelStack>
        <PanelStack>
          <ContentPanel title={t('Tabs')}>
            <DynamicTabs
              label={t('Demo tabs')}
              initialTabs={[
                {
                  key: 'overview',
                  title: t('Overview'),
                  content: t('Tabs group related content under one heading.'),
                },
                { key: 'details', title: t('Details'), content: t('Add a tab with the button above.') },
              ]}
            />
          </ContentPanel>
          <ContentPanel title={t('Accordions')}>
            <Accordion
              headingLevel={3}
              defaultExpandedKeys={['shipping']}
              items={[
                {
                  key: 'shipping',
                  title: t('Shipping'),
                  content: t('Orders placed before 2 pm leave the warehouse the same day.'),
                },
                {
                  key: 'returns',
                  title: t('Returns'),
                  content: t('Return any item within 30 days for a full refund.'),
                },
                {
                  key: 'support',
                  title: t('Support'),
                  content: t('Our team answers every message within one working day.'),
                },
              ]}
            />
          </ContentPanel>
          <ContentPanel title={t('Popovers and tooltips')}>
            <SampleHeading>{t('Popovers')}</SampleHeading>
            <Row>
              {placements.map((placement) => (
                <Popover
                  key={placement}
                  placement={placement}
                  title={t('Popover on {side}', { side: t(placement) })}
                  trigger={<Button>{t('Popover on {side}', { side: t(placement) })}</Button>}
                >
                  {t('Popovers hold a title and a few lines of content.')}
                </Popover>
              ))}
            </Row>
            <SampleHeading>{t('Tooltips')}</SampleHeading>
            <Row>
              {placements.map((placement) => (
                <Tooltip
                  key={placement}
                  placement={placement}
                  content={t('Tooltip on {side}', { side: t(placement) })}
                >
                  <Button>{t('Tooltip on {side}', { side: t(placement) })}</Button>
                </Tooltip>
              ))}
            </Row>
          </ContentPanel>
          <ContentPanel title={t('Modals')}>
            <Note>
              {t('A modal takes 70% of the window, up to 600 px, and keeps focus inside until it closes.')}
            </Note>
            <DialogTrigger>
              <Button variant="primary">{t('Open modal')}</Button>
              <Dialog
                title={t('Modal title')}
                closeLabel={t('Close')}
                footer={(close) => (
                  <>
                    <Button onPress={close}>{t('Close')}</Button>
                    <Button variant="primary" onPress={close}>
                      {t('Save changes')}
                    </Button>
                  </>
                )}
              >
                {t('Modals show content above the page without leaving it.')}
              </Dialog>
            </DialogTrigger>
          </ContentPanel>
          <ContentPanel title={t('Pagination')}>
            <Stack>
              <Pagination
                totalPages={10}
                defaultPage={3}
                size="lg"
                labels={{ navigation: t('Large pagination') }}
              />
              <Pagination totalPages={10} defaultPage={1} labels={{ navigation: t('Pagination') }} />
              <Pagination
                totalPages={5}
                defaultPage={2}
                size="sm"
                showFirstLast={false}
                labels={{ navigation: t('Small pagination') }}
              />
            </Stack>
          </ContentPanel>
          <ContentPanel title={t('Labels and badges')}>
            <SampleHeading>{t('Labels')}</SampleHeading>
            <Row>
              {tagVariants.map((variant) => (
                <Label key={variant} variant={variant}>
                  {t(variant[0]!.toUpperCase() + variant.slice(1))}
                </Label>
              ))}
            </Row>
            <SampleHeading>{t('Badges')}</SampleHeading>
            <Row>
              <Button icon={<Icon icon={faEnvelope} />}>
                {t('Inbox')} <Badge count={42} variant="danger" />
              </Button>
              <Badge count={7} variant="success" aria-label={t('{count} new orders', { count: 7 })} />
              <Badge count={1234} max={999} variant="info" aria-label={t('More than 999 visitors')} />
              <Badge variant="warning">{t('New')}</Badge>
            </Row>
          </ContentPanel>
        </PanelStack>
      </PanelColumns>
    </>
  );
}
