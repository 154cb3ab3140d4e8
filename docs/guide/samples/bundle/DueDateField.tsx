import { DatePicker } from '@atrium/ui';

export default function DueDateField() {
  return <DatePicker label="Due date" />;
}
