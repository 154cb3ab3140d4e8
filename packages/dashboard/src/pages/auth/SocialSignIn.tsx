import { faFacebookF, faGoogle } from '@fortawesome/free-brands-svg-icons';
import styled from 'styled-components';
import { Alert, Button, Icon, useTranslation } from '@atrium/ui';
import type { SocialProviderKind } from '../../auth/socialSignIn';
import { useSocialSignIn } from '../../auth/useSocialSignIn';

const Section = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xl};
    font-weight: ${({ theme }) => theme.typography.weight.regular};
  }
  & > [role='alert'] {
    justify-self: stretch;
  }
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
`;

const RoundButton = styled(Button)`
  width: 36px;
  min-height: 36px;
  padding: 0;
  border-radius: 50%;
`;

const icons: Record<SocialProviderKind, typeof faGoogle> = { google: faGoogle, facebook: faFacebookF };
const variants = { google: 'danger', facebook: 'primary' } as const;

/** "Or sign in using" and a round button per social provider; a failed sign-in is reported under them. */
export function SocialSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const { providers, pendingId, failure, start } = useSocialSignIn(onSignedIn);
  if (providers.length === 0) return null;
  return (
    <Section aria-labelledby="social-sign-in">
      <h2 id="social-sign-in">{t('Or sign in using')}</h2>
      <Buttons>
        {providers.map((provider) => (
          <RoundButton
            key={provider.id}
            variant={variants[provider.kind]}
            aria-label={t('Sign in with {provider}', { provider: provider.name })}
            icon={<Icon icon={icons[provider.kind]} />}
            isDisabled={pendingId !== null}
            onPress={() => void start(provider)}
          />
        ))}
      </Buttons>
      {failure && (
        <Alert
          variant="danger"
          title={t('Could not sign in with {provider}', { provider: failure.provider })}
        >
          {failure.message}
        </Alert>
      )}
    </Section>
  );
}
