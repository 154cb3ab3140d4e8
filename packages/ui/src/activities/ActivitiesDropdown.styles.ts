import styled from 'styled-components';
import { Badge } from '../badge';
import { HeaderButton } from '../header';

export const Trigger = styled(HeaderButton)`
  position: relative;
`;

// Sits on the trigger's corner like the classic header badge, without widening the square button.
export const TriggerBadge = styled(Badge)`
  position: absolute;
  inset-block-start: -7px;
  inset-inline-end: -7px;
  pointer-events: none;
`;
