// Theme
export {
  AtriumProvider,
  GlobalStyle,
  behaviourLocale,
  contrastRatio,
  createTheme,
  darkElegance,
  directionOf,
  glass,
  googleSkin,
  layout,
  lightContent,
  materialDesign,
  motion,
  pixelSmash,
  radii,
  shadows,
  skinByName,
  skins,
  smartDefault,
  space,
  typography,
  ultraLight,
  zIndex,
  type AtriumProviderProps,
  type AtriumTheme,
  type FrameArea,
  type Skin,
  type SkinColors,
} from './theme';

// Button
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';

// Button group
export {
  ButtonGroup,
  ToggleButton,
  ToggleButtonGroup,
  type ButtonGroupOrientation,
  type ButtonGroupProps,
  type ToggleButtonGroupProps,
  type ToggleButtonProps,
} from './button-group';

// Icons and flags
export {
  Glyph,
  Icon,
  IconGallery,
  IconProvider,
  createIconMap,
  directionalIconNames,
  eventIcons,
  fontAwesomeName,
  glyphIcons,
  iconSizeEm,
  isDirectionalIcon,
  useIcon,
  useIconByName,
  type EventIconName,
  type GlyphName,
  type GlyphProps,
  type IconAriaProps,
  type IconGalleryProps,
  type IconGeometry,
  type IconMap,
  type IconOptions,
  type IconPath,
  type IconProps,
  type IconProviderProps,
  type IconSize,
  type IconState,
  type UseIconOptions,
} from './icon';
export {
  Flag,
  flagCodes,
  isFlagCode,
  useFlag,
  type FlagCode,
  type FlagProps,
  type FlagState,
  type FlagStatus,
} from './flag';

// Badge and label
export {
  Badge,
  Label,
  formatBadgeCount,
  stateColors,
  tagColors,
  type BadgeProps,
  type LabelProps,
  type StateColor,
  type TagVariant,
} from './badge';

// Alert
export {
  Alert,
  alertIcons,
  alertRole,
  useAlert,
  type AlertAria,
  type AlertProps,
  type AlertRole,
  type AlertVariant,
  type UseAlertOptions,
} from './alert';

// Progress bar, spinner, skeleton
export {
  ProgressBar,
  progressFraction,
  useProgressBar,
  type ProgressBarOrientation,
  type ProgressBarProps,
  type ProgressBarSize,
  type ProgressBarTextMode,
  type ProgressBarViewAria,
  type UseProgressBarOptions,
} from './progress-bar';
export { Spinner, type SpinnerProps, type SpinnerSize } from './spinner';
export {
  Skeleton,
  SkeletonGroup,
  type SkeletonGroupProps,
  type SkeletonProps,
  type SkeletonVariant,
} from './skeleton';

// Tabs, accordion, pagination, breadcrumbs
export {
  TabList,
  TabPanel,
  Tabs,
  useTabs,
  type TabItem,
  type TabListProps,
  type TabPanelProps,
  type TabsOrientation,
  type TabsProps,
  type TabsSize,
  type TabsVariant,
  type UseTabsOptions,
} from './tabs';
export {
  Accordion,
  useAccordion,
  type AccordionHeadingLevel,
  type AccordionItem,
  type AccordionProps,
  type AccordionState,
  type UseAccordionOptions,
} from './accordion';
export {
  Pagination,
  clampPage,
  pageCount,
  paginationRange,
  paginationSummary,
  usePagination,
  type PaginationLabels,
  type PaginationProps,
  type PaginationRangeItem,
  type PaginationSize,
  type PaginationState,
  type PaginationSummary,
  type UsePaginationOptions,
} from './pagination';
export {
  Breadcrumbs,
  type BreadcrumbItem,
  type BreadcrumbLinkProps,
  type BreadcrumbsAppearance,
  type BreadcrumbsProps,
} from './breadcrumbs';

// Date picker
export {
  Calendar,
  DatePicker,
  toCalendarDate,
  toDate,
  useCalendar,
  useDatePicker,
  type CalendarAria,
  type CalendarProps,
  type CalendarSelectOption,
  type CalendarSelectProps,
  type DateInvalidReason,
  type DatePickerAria,
  type DatePickerProps,
  type FirstDayOfWeek,
  type UseCalendarOptions,
  type UseDatePickerOptions,
  type WeekdayName,
} from './date-picker';

// Notifications
export {
  CheckIcon,
  InfoIcon,
  MessageBox,
  NotificationBox,
  NotificationProvider,
  WarningIcon,
  createNotifier,
  httpErrorContent,
  httpErrorTitle,
  notificationTimeouts,
  resolveTimeout,
  useMessageBox,
  useNotificationBox,
  useNotifierSnapshot,
  useNotify,
  type BigBoxOptions,
  type ConfirmOptions,
  type HttpErrorInput,
  type MessageBoxAria,
  type MessageBoxButton,
  type MessageBoxProps,
  type MessageBoxRequest,
  type Notification,
  type NotificationBoxAria,
  type NotificationBoxProps,
  type NotificationCloseReason,
  type NotificationKind,
  type NotificationPoliteness,
  type NotificationProviderProps,
  type NotificationStrings,
  type NotificationVariant,
  type Notifier,
  type NotifierClock,
  type NotifierOptions,
  type NotifierSnapshot,
  type Notify,
  type SmallBoxOptions,
  type UseMessageBoxOptions,
  type UseNotificationBoxOptions,
} from './notification';

// Layout shell
export {
  AppShell,
  useAppShell,
  useMediaQuery,
  type AppShellProps,
  type AppShellState,
  type UseAppShellOptions,
} from './app-shell';
export {
  HeaderBar,
  HeaderButton,
  HeaderEnd,
  HeaderStart,
  HeaderTools,
  Logo,
  SearchBox,
  useFullScreen,
  type LogoProps,
  type SearchBoxProps,
} from './header';
export {
  findSpeechRecognizer,
  matchVoiceCommand,
  normalizeSpeech,
  playVoiceTone,
  useVoiceCommand,
  VoiceCommandButton,
  VoiceCommandHelp,
  type SpeechAlternative,
  type SpeechErrorEvent,
  type SpeechRecognizer,
  type SpeechRecognizerConstructor,
  type SpeechResult,
  type SpeechResultEvent,
  type UseVoiceCommandOptions,
  type VoiceCommand,
  type VoiceCommandButtonProps,
  type VoiceCommandHelpProps,
  type VoiceCommandMatch,
  type VoiceCommandState,
  type VoiceCommandStatus,
  type VoiceTone,
} from './voice-command';
export {
  NavMenu,
  activeTrail,
  toggleGroup,
  useNavMenu,
  type NavLinkProps,
  type NavMenuItem,
  type NavMenuProps,
  type UseNavMenuOptions,
} from './nav-menu';
export {
  ShortcutPanel,
  shortcutCloseDelayMs,
  usePresence,
  type ShortcutItem,
  type ShortcutLinkProps,
  type ShortcutPanelProps,
} from './shortcut-panel';

// Layout settings
export {
  LayoutSettingsPanel,
  browserSettingsStorage,
  clearLayoutSettings,
  defaultLayoutSettings,
  defaultLayoutSettingsPanelLabels,
  layoutOptions,
  layoutSettingKeys,
  layoutSettingsReducer,
  loadLayoutSettings,
  memorySettingsStorage,
  normalizeLayoutSettings,
  saveLayoutSettings,
  useLayoutSettings,
  type LayoutOption,
  type LayoutSettings,
  type LayoutSettingsAction,
  type LayoutSettingsPanelLabels,
  type LayoutSettingsPanelProps,
  type SettingsStorage,
  type SkinChoice,
  type UseLayoutSettingsOptions,
} from './layout-settings';

// Activities
export {
  ACTIVITIES_INITIAL_COUNT,
  ActivitiesDropdown,
  ActivityList,
  activitiesTriggerLabel,
  formatRelativeActivityTime,
  parseActivityTime,
  useActivities,
  type ActivitiesDropdownProps,
  type ActivitiesState,
  type ActivitiesStrings,
  type ActivityItem,
  type ActivityListProps,
  type ActivityTimeFormatter,
  type ActivityType,
  type UseActivitiesOptions,
} from './activities';

// Translations
export {
  TranslationProvider,
  sanitizeDictionary,
  translate,
  useTranslation,
  type Dictionary,
  type Language,
  type TranslationContextValue,
  type TranslationProviderProps,
} from './i18n';

// Page header
export { PageHeader, type PageHeaderProps } from './page-header';

// Overlays
export {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuSection,
  MenuList,
  useDropdownMenu,
  type DropdownMenuAria,
  type DropdownMenuItemProps,
  type DropdownMenuProps,
  type DropdownMenuSectionProps,
  type DropdownMenuTriggerElementProps,
  type MenuListProps,
  type UseDropdownMenuOptions,
} from './dropdown-menu';

// Form fields
export {
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldInput,
  FieldLabel,
  describeFieldValidation,
  fieldClassNames,
  getFieldValidationState,
  resolveFieldErrorMessage,
  useFieldValidation,
  validateFieldValue,
  type FieldControlProps,
  type FieldDescriptionProps,
  type FieldErrorMessage,
  type FieldErrorProps,
  type FieldLabelProps,
  type FieldProps,
  type FieldRuleMessages,
  type FieldRuleName,
  type FieldRules,
  type FieldValidation,
  type FieldValidationProps,
  type FieldValidationResult,
  type FieldValidationState,
  type FieldValidationView,
  type FieldValue,
} from './field';
export {
  TextArea,
  TextField,
  type TextAreaProps,
  type TextFieldProps,
  type TextFieldType,
} from './text-field';
export { Checkbox, CheckboxGroup, type CheckboxGroupProps, type CheckboxProps } from './checkbox';
export { Switch, type SwitchProps } from './switch';
export { Radio, RadioGroup, type RadioGroupProps, type RadioProps } from './radio-group';
export {
  Select,
  useMenuPosition,
  useSelectField,
  type SelectItem,
  type SelectOptionState,
  type SelectProps,
  type UseSelectFieldOptions,
} from './select';
export {
  AUTOCOMPLETE_DELAY_MS,
  AUTOCOMPLETE_MIN_CHARS,
  Combobox,
  createAsyncItemsLoader,
  useAsyncItems,
  useComboboxField,
  type AsyncItemsLoader,
  type AsyncItemsOptions,
  type AsyncItemsState,
  type AsyncItemsStatus,
  type ComboboxMessages,
  type ComboboxProps,
  type ComboboxStatus,
  type LoadItems,
  type UseAsyncItemsOptions,
  type UseComboboxFieldOptions,
} from './combobox';
export { NumberField, type NumberFieldProps } from './number-field';
export {
  RangeSlider,
  SLIDER_DEFAULT_MAX,
  SLIDER_DEFAULT_MIN,
  Slider,
  trackFill,
  type RangeSliderProps,
  type SliderCommonProps,
  type SliderProps,
  type SliderRange,
  type TrackFill,
} from './slider';
export {
  Dialog,
  DialogTrigger,
  useDialog,
  useDialogTrigger,
  type DialogAria,
  type DialogContent,
  type DialogProps,
  type DialogTriggerAria,
  type DialogTriggerElementProps,
  type DialogTriggerProps,
  type UseDialogOptions,
  type UseDialogTriggerOptions,
} from './dialog';
export {
  Popover,
  usePopover,
  type PopoverAria,
  type PopoverProps,
  type PopoverTriggerElementProps,
  type UsePopoverOptions,
} from './popover';
export {
  Tooltip,
  useTooltip,
  type TooltipAria,
  type TooltipProps,
  type TooltipTriggerElementProps,
  type UseTooltipOptions,
} from './tooltip';
