import { Button } from '../button';
import { Dialog } from '../dialog';
import { HelpTable } from './VoiceCommandHelp.styles';
import type { VoiceCommand } from './voiceCommandMatcher';
import { useTranslation } from '../i18n';

/** Props of {@link VoiceCommandHelp}. */
export interface VoiceCommandHelpProps {
  commands: readonly VoiceCommand[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Dialog title. Default "Voice commands". */
  title?: string;
  /** Line above the list. */
  intro?: string;
  /** Column headings and the closing button, for translation. */
  labels?: { phrase?: string; action?: string; close?: string };
}

/** The help modal of the voice command: every phrase it understands and what it does. */
export function VoiceCommandHelp({
  commands,
  isOpen,
  onOpenChange,
  title: titleProp,
  intro: introProp,
  labels = {},
}: VoiceCommandHelpProps) {
  const { t } = useTranslation();
  const title = titleProp ?? t('Voice commands');
  const intro = introProp ?? t('Turn on the microphone, then say one of these phrases.');
  const { phrase = 'Say', action = 'To', close = 'Got it' } = labels;
  return (
    <Dialog
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={(closeDialog) => (
        <Button variant="primary" onPress={closeDialog}>
          {close}
        </Button>
      )}
    >
      <p>{intro}</p>
      <HelpTable>
        <thead>
          <tr>
            <th scope="col">{phrase}</th>
            <th scope="col">{action}</th>
          </tr>
        </thead>
        <tbody>
          {commands.map((command) => (
            <tr key={command.id}>
              <td>
                {command.phrases.map((text) => (
                  <q key={text}>{text.replace(/:(\w+)/g, '<$1>')}</q>
                ))}
              </td>
              <td>{command.description}</td>
            </tr>
          ))}
        </tbody>
      </HelpTable>
    </Dialog>
  );
}
