import styled from 'styled-components';
import {
  DropdownMenu,
  DropdownMenuItem,
  Flag,
  HeaderButton,
  nameHiddenOnPhone,
  useTranslation,
} from '@atrium/ui';
import { languageFlag } from './languageFlags';

const LanguageButton = styled(HeaderButton)`
  padding-inline: ${({ theme }) => theme.space.sm};
`;

// On a phone the flag alone stands for the language; the button's label still names it.
const LanguageName = styled.span`
  ${nameHiddenOnPhone}
`;

/** The header's language menu; choosing a language re-renders in it at once and is remembered. */
export function LanguageSelector() {
  const { t, language, languages, setLanguage } = useTranslation();
  if (languages.length < 2) return null;
  return (
    <DropdownMenu
      items={languages}
      onAction={(key) => setLanguage(String(key))}
      trigger={
        <LanguageButton aria-label={t('Language: {name}', { name: language.name })}>
          {language.flag && <Flag code={language.flag} source={languageFlag(language.flag)} label={null} />}
          <LanguageName>{language.name}</LanguageName>
        </LanguageButton>
      }
    >
      {(item) => (
        <DropdownMenuItem
          key={item.key}
          textValue={item.name}
          icon={
            item.flag ? <Flag code={item.flag} source={languageFlag(item.flag)} label={null} /> : undefined
          }
        >
          {item.name}
        </DropdownMenuItem>
      )}
    </DropdownMenu>
  );
}
