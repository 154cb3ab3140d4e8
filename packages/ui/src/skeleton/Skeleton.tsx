import { createContext, useContext, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
import { SkeletonLines, SkeletonShape, type SkeletonVariant } from './Skeleton.styles';
import { useTranslation } from '../i18n';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** `text` draws lines, `circle` an avatar, `rectangle` a picture or chart. */
  variant?: SkeletonVariant;
  /** Number of text lines; the last of several is shorter, as a paragraph's would be. */
  lines?: number;
  /** CSS length or pixels; defaults: text 100%, circle 40 px, rectangle 100%. */
  width?: string | number;
  /** CSS length or pixels; defaults: circle its width, rectangle 120 px. Text follows the font size. */
  height?: string | number;
  /** Show `children` instead of the placeholder; inherits from a {@link SkeletonGroup} when omitted. */
  isLoaded?: boolean;
  children?: ReactNode;
  className?: string;
}

/** Props of {@link SkeletonGroup}. */
export interface SkeletonGroupProps {
  /** Whether the content has arrived; while false the group is `aria-busy` and its skeletons show. */
  isLoaded: boolean;
  /** Read by screen readers while loading, since the placeholders themselves are hidden from them. */
  loadingLabel?: string;
  id?: string;
  className?: string;
  children: ReactNode;
}

const SkeletonGroupContext = createContext<boolean | undefined>(undefined);

function cssLength(value: string | number | undefined): string | undefined {
  return typeof value === 'number' ? `${value}px` : value;
}

/**
 * A grey placeholder for content still loading; hidden from screen readers. It stays still for two seconds, a
 * wait the placeholder answers alone, and shimmers after that to show the page is still working.
 */
export function Skeleton({
  variant = 'text',
  lines = 1,
  width,
  height,
  isLoaded,
  children,
  className,
}: SkeletonProps) {
  const isGroupLoaded = useContext(SkeletonGroupContext);
  if (isLoaded ?? isGroupLoaded ?? false) return <>{children}</>;

  if (variant === 'text') {
    const count = Math.max(1, Math.floor(lines));
    return (
      <SkeletonLines aria-hidden="true" className={className} style={{ inlineSize: cssLength(width) }}>
        {Array.from({ length: count }, (_, index) => (
          <SkeletonShape
            key={index}
            $variant="text"
            style={{ inlineSize: count > 1 && index === count - 1 ? '60%' : '100%' }}
          />
        ))}
      </SkeletonLines>
    );
  }
  const inlineSize = cssLength(width) ?? (variant === 'circle' ? '40px' : '100%');
  const blockSize = cssLength(height) ?? (variant === 'circle' ? inlineSize : '120px');
  return (
    <SkeletonShape
      aria-hidden="true"
      className={className}
      $variant={variant}
      style={{ inlineSize, blockSize }}
    />
  );
}

/**
 * Wraps a region whose content is loading: marks it `aria-busy`, tells screen readers it is loading,
 * and passes `isLoaded` to every {@link Skeleton} inside.
 */
export function SkeletonGroup({
  isLoaded,
  loadingLabel: loadingLabelProp,
  id,
  className,
  children,
}: SkeletonGroupProps) {
  const { t } = useTranslation();
  const loadingLabel = loadingLabelProp ?? t('Loading');
  return (
    <div id={id} className={className} aria-busy={!isLoaded}>
      {!isLoaded && <VisuallyHidden>{loadingLabel}</VisuallyHidden>}
      <SkeletonGroupContext.Provider value={isLoaded}>{children}</SkeletonGroupContext.Provider>
    </div>
  );
}
