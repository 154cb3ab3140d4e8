import { useId, useState } from 'react';
import { Alert, FileUpload, Icon, PageHeader, Widget, formatFileSize, useTranslation } from '@atrium/ui';
import { faCloudArrowUp, faPenToSquare } from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';

/** Where the demo's dev and preview servers take uploads, relative to the page so any base path works. */
const uploadUrl = 'api/plug';
/** Files over this are refused in the browser; the demo server's own cap sits a little above it. */
const maxFileSize = 5 * 1024 * 1024;
const acceptedTypes = ['image/*', 'application/pdf', 'text/plain', '.csv'];

const Received = styled.section`
  margin-block-start: ${({ theme }) => theme.space.lg};

  & h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.typography.size.lg};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }

  & ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space.lg};
  }

  & li {
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;

interface ReceivedFile {
  name: string;
  size: number;
}

/** The server's answer when it is the `{ name, size }` the demo server sends; anything else is not listed. */
function receivedFile(answer: unknown): ReceivedFile | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const { name, size } = answer as Record<string, unknown>;
  return typeof name === 'string' && typeof size === 'number' ? { name, size } : undefined;
}

/** Forms › Dropzone: drag files in or choose them; each is sent to the demo server with its own progress. */
export default function DropzonePage() {
  const { t, locale } = useTranslation();
  const [received, setReceived] = useState<readonly ReceivedFile[]>([]);
  const receivedHeadingId = useId();
  return (
    <>
      <PageHeader title={t('Forms')} subtitle={t('Dropzone')} icon={<Icon icon={faPenToSquare} />} />
      <Widget defaultTitle={t('My Dropzone')} icon={<Icon icon={faCloudArrowUp} />}>
        <Alert variant="info">
          {t(
            "The demo's own dev and preview servers receive these files into a temporary folder. Served from a plain static host, the uploads fail and each file says so.",
          )}
        </Alert>
        <FileUpload
          url={uploadUrl}
          maxSize={maxFileSize}
          accept={acceptedTypes}
          acceptLabel={t('Images, PDF or text files')}
          onUploaded={(_file, answer) => {
            const file = receivedFile(answer);
            if (file) setReceived((current) => [...current, file]);
          }}
        />
        {received.length > 0 && (
          <Received aria-labelledby={receivedHeadingId}>
            <h3 id={receivedHeadingId}>{t('Received by the server')}</h3>
            <ul>
              {received.map((file, index) => (
                <li key={index}>
                  {file.name} ({formatFileSize(file.size, locale)})
                </li>
              ))}
            </ul>
          </Received>
        )}
      </Widget>
    </>
  );
}
