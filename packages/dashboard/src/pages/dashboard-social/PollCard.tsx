import { useEffect, useId, useRef, useState } from 'react';
import { Button, Icon, Radio, RadioGroup, Widget, useTranslation } from '@atrium/ui';
import { faSquarePollHorizontal } from '@fortawesome/free-solid-svg-icons';
import type { SocialPoll } from '../../api/schemas';
import { CardByline } from './CardByline';
import { pollResults } from './pollVote';
import { OwnVote, PollActions, Question, ResultBar, ResultList, ResultRow } from './SocialCards.styles';
import { usePollVote } from './usePollVote';

/** Props of {@link PollCard}. */
export interface PollCardProps {
  poll: SocialPoll;
  /** The moment the poll's age is told from. */
  now: number;
}

const minute = 60_000;

/** A teammate's poll: pick an option and vote, then see each option's share; the vote lasts the visit. */
export function PollCard({ poll, now }: PollCardProps) {
  const { t } = useTranslation();
  const { votedFor, vote } = usePollVote(poll.id);
  const [choice, setChoice] = useState<string | null>(null);
  const [hasJustVoted, setHasJustVoted] = useState(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // The radios vanish with the vote, so focus moves to the results instead of falling to the page.
  useEffect(() => {
    if (hasJustVoted) resultsHeading.current?.focus();
  }, [hasJustVoted]);
  const ownLabel = poll.options.find((option) => option.id === votedFor)?.label;

  return (
    <Widget
      title={t('Team poll')}
      icon={<Icon icon={faSquarePollHorizontal} />}
      buttons={{ edit: false, color: false, delete: false }}
    >
      <CardByline
        person={poll.author}
        action={t('started a poll')}
        at={now - poll.minutesAgo * minute}
        now={now}
      />
      {votedFor === null ? (
        <>
          <RadioGroup label={<bdi>{poll.question}</bdi>} value={choice} onChange={setChoice}>
            {poll.options.map((option) => (
              <Radio key={option.id} value={option.id}>
                {option.label}
              </Radio>
            ))}
          </RadioGroup>
          <PollActions>
            <Button
              variant="primary"
              size="sm"
              isDisabled={choice === null}
              onPress={() => {
                if (choice === null) return;
                vote(choice);
                setHasJustVoted(true);
              }}
            >
              {t('Vote')}
            </Button>
          </PollActions>
        </>
      ) : (
        <section aria-labelledby={headingId}>
          <Question id={headingId} ref={resultsHeading} tabIndex={-1}>
            {poll.question}
          </Question>
          <OwnVote>{t('You voted for {choice}.', { choice: ownLabel ?? '' })}</OwnVote>
          <ResultList aria-label={t('Results')}>
            {pollResults(poll, votedFor).map((result) => (
              <ResultRow key={result.id}>
                <span>{result.label}</span>
                <span>{result.percent}%</span>
                <ResultBar aria-hidden="true" $percent={result.percent} $isOwn={result.id === votedFor} />
              </ResultRow>
            ))}
          </ResultList>
        </section>
      )}
    </Widget>
  );
}
