import type { ReactNode } from 'react';
import type { SocialPerson } from './socialDemoData';
import { PersonAvatar } from './PersonAvatar';
import { PostTime } from './PostTime';
import { Byline } from './SocialCards.styles';

/** Props of {@link CardByline}. */
export interface CardBylineProps {
  person: SocialPerson;
  /** What they did, after their name, e.g. "started a poll". */
  action: string;
  /** Epoch milliseconds of when they did it. */
  at: number;
  /** The moment the age is told from. */
  now: number;
  /** Shown after the age, e.g. where it happened. */
  detail?: ReactNode;
}

/** Who posted a card's content and how long ago, as the wall's cards open. */
export function CardByline({ person, action, at, now, detail }: CardBylineProps) {
  return (
    <Byline>
      <PersonAvatar picture={person.picture} size={36} />
      <p>
        <strong>{person.name}</strong> {action}
        <small>
          <PostTime at={at} now={now} />
          {detail && <> · {detail}</>}
        </small>
      </p>
    </Byline>
  );
}
