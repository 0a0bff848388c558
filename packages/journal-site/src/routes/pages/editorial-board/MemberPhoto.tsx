// A board member's portrait from the API, or their initials when there is none.
import type { EditorialMember } from '@journals/api-contract';
import { siteImageSrc } from '../../../files/site-image.ts';
import { Initials, Portrait } from './MemberPhoto.styles.ts';

export function initialsOf(name: string): string {
  const words = name
    .replace(/^(dr|prof|mr|mrs|ms)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

export function MemberPhoto({
  member,
  size,
}: {
  member: Pick<EditorialMember, 'name' | 'imageUrl'>;
  size: 'small' | 'large';
}) {
  const pixels = size === 'small' ? 72 : 160;
  const imageSrc = siteImageSrc(member.imageUrl, 'members');
  if (imageSrc) {
    return (
      <Portrait
        src={imageSrc}
        alt=""
        width={pixels}
        height={pixels}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <Initials aria-hidden="true" $size={size}>
      {initialsOf(member.name)}
    </Initials>
  );
}
