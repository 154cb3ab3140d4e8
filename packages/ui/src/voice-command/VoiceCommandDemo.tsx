import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../button';
import { HeaderBar, HeaderEnd } from '../header';
import { TextField } from '../text-field';
import type { FakeRecognizerKit } from './test/createFakeRecognizer';
import { useVoiceCommand } from './useVoiceCommand';
import { VoiceCommandButton } from './VoiceCommandButton';
import { VoiceCommandHelp } from './VoiceCommandHelp';
import type { VoiceCommand } from './voiceCommandMatcher';

export const demoCommands: VoiceCommand[] = [
  { id: 'show', phrases: ['show :page'], description: 'Opens the named page' },
  { id: 'back', phrases: ['go back'], description: 'Returns to the previous page' },
  { id: 'help', phrases: ['help'], description: 'Shows this list' },
  { id: 'gotIt', phrases: ['got it'], description: 'Closes this list' },
];

const Frame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 520px;
`;

const Bar = styled.header`
  padding-inline: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.header.background};
`;

const Row = styled.form`
  display: flex;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Stories and tests: the voice button, its help and a text box that speaks into a fake recogniser. */
export function VoiceCommandDemo({
  kit,
  storageKey,
}: {
  kit: FakeRecognizerKit | null;
  storageKey?: string;
}) {
  const [heard, setHeard] = useState('Nothing heard yet');
  const [isHelpOpen, setHelpOpen] = useState(false);
  const [speech, setSpeech] = useState('');
  const voice = useVoiceCommand({
    commands: demoCommands,
    recognizer: kit?.Recognizer ?? null,
    storageKey,
    onCommand: ({ command, params }) => {
      if (command.id === 'help') setHelpOpen(true);
      if (command.id === 'gotIt') setHelpOpen(false);
      setHeard(`Command: ${command.id}${params.page ? ` ${params.page}` : ''}`);
    },
    onNoMatch: (text) => setHeard(`Error: ${text} no match found!`),
    onError: (error) => setHeard(`Recogniser error: ${error}`),
  });
  return (
    <Frame>
      <Bar>
        <HeaderBar>
          <HeaderEnd>
            <VoiceCommandButton voice={voice} />
          </HeaderEnd>
        </HeaderBar>
      </Bar>
      <p role="status">{heard}</p>
      {voice.isListening && kit && (
        <Row
          onSubmit={(event) => {
            event.preventDefault();
            kit.current().say(speech);
          }}
        >
          <TextField label="Say" value={speech} onChange={setSpeech} />
          <Button type="submit">Speak</Button>
        </Row>
      )}
      <VoiceCommandHelp commands={demoCommands} isOpen={isHelpOpen} onOpenChange={setHelpOpen} />
    </Frame>
  );
}
