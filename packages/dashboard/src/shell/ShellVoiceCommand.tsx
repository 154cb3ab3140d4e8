import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  playVoiceTone,
  useNotify,
  useTranslation,
  useVoiceCommand,
  VoiceCommandButton,
  VoiceCommandHelp,
  type AppShellState,
  type VoiceCommandMatch,
  type VoiceTone,
} from '@atrium/ui';
import { useAuth } from '../auth/AuthProvider';
import { authPaths } from '../routes';
import { dashboardVoiceCommands, showTarget, type DashboardVoiceCommandId } from './voiceCommands';

const storageKey = 'atrium.voiceCommand';
// Notice timeouts: a recognised command 2 s, mute 4 s, sound on 5 s, voice off 8 s, no match 5 s.
const timeouts = { understood: 2000, mute: 4000, soundOn: 5000, stopped: 8000, noMatch: 5000 };

/** The header's voice command: microphone button, help list, and what each command does in the shell. */
export function ShellVoiceCommand({ shell }: { shell: AppShellState }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const auth = useAuth();
  const [isHelpOpen, setHelpOpen] = useState(false);
  const [isSoundOn, setSoundOn] = useState(true);
  const commands = useMemo(() => dashboardVoiceCommands(t), [t]);
  const tone = (kind: VoiceTone, isOn = isSoundOn) => isOn && playVoiceTone(kind);

  const setNavigationShown = (isShown: boolean) => {
    if (shell.isMobile) {
      if (isShown !== shell.isMobileMenuOpen) shell.toggleMenu();
    } else if (isShown === shell.isHidden) shell.toggleMenu();
  };

  const run = ({ command, params, transcript }: VoiceCommandMatch<DashboardVoiceCommandId>) => {
    const confirm = () => {
      tone('understood');
      notify.small({
        title: `${t('Command')}: “${transcript}”`,
        variant: 'success',
        timeout: timeouts.understood,
      });
    };
    switch (command.id) {
      case 'show': {
        const path = showTarget(params.page ?? '');
        if (!path) return noMatch(transcript);
        confirm();
        return navigate(path);
      }
      case 'back':
        confirm();
        return navigate(-1);
      case 'scrollUp':
      case 'scrollDown':
        confirm();
        return window.scrollTo({
          top: command.id === 'scrollUp' ? 0 : document.documentElement.scrollHeight,
          behavior: 'smooth',
        });
      case 'hideNavigation':
      case 'showNavigation':
        confirm();
        return setNavigationShown(command.id === 'showNavigation');
      case 'mute':
        setSoundOn(false);
        return notify.small({ title: t('Voice feedback muted'), timeout: timeouts.mute });
      case 'soundOn':
        setSoundOn(true);
        tone('understood', true);
        return notify.small({ title: t('Voice feedback sounds on'), timeout: timeouts.soundOn });
      case 'stop':
        tone('off');
        voice.stop();
        return notify.small({
          title: t('Voice command turned off'),
          content: t('Press the microphone button to turn it on again.'),
          timeout: timeouts.stopped,
        });
      case 'help':
        confirm();
        return setHelpOpen(true);
      case 'gotIt':
        return setHelpOpen(false);
      case 'logout':
        voice.stop();
        auth.signOut();
        return navigate(authPaths.login);
    }
  };

  const noMatch = (heard: string) => {
    tone('notUnderstood');
    notify.small({
      title: t('Error: {heard} no match found!', { heard }),
      content: t('Please speak clearly into the microphone'),
      variant: 'danger',
      timeout: timeouts.noMatch,
    });
  };

  const voice = useVoiceCommand({
    commands,
    storageKey,
    onCommand: run,
    onNoMatch: noMatch,
    onError: (error) => {
      // A "network" error goes to callbacks only, without a notice; refusals and other failures tell the user.
      if (error === 'network') return;
      notify.small({
        title: t('Voice command failed, must Allow Microphone, must have Internet Connection'),
        variant: 'danger',
      });
    },
  });

  const toggle = () => {
    tone(voice.isListening ? 'off' : 'on');
    voice.toggle();
  };

  return (
    <>
      <VoiceCommandButton
        voice={{ ...voice, toggle }}
        label={t('Voice command')}
        refusedLabel={t('Microphone access is not allowed')}
      />
      <VoiceCommandHelp
        commands={commands}
        isOpen={isHelpOpen}
        onOpenChange={setHelpOpen}
        title={t('Voice commands')}
        intro={t('Turn on the microphone, then say one of these phrases.')}
        labels={{ phrase: t('Say'), action: t('To'), close: t('Got it') }}
      />
    </>
  );
}
