import { Chip, Stack, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Skill chips, the first `max` shown; `highlight` marks the ones asked for (search, coverage). */
export function SkillChips({
  skills,
  max = 6,
  highlight,
}: {
  skills: readonly { id: number; title: string }[];
  max?: number;
  highlight?: ReadonlySet<number>;
}) {
  const translate = useTranslate();
  const shown = skills.slice(0, max);
  const more = skills.length - shown.length;
  return (
    <Stack direction="row" useFlexGap flexWrap="wrap" spacing={0.75}>
      {shown.map((skill) => (
        <Chip
          key={skill.id}
          size="small"
          label={skill.title}
          color={highlight?.has(skill.id) ? 'primary' : 'default'}
          variant={highlight?.has(skill.id) ? 'filled' : 'outlined'}
        />
      ))}
      {more > 0 && (
        <Tooltip
          title={skills
            .slice(max)
            .map((s) => s.title)
            .join(', ')}
        >
          <Chip size="small" label={translate('app.hiring.common.more', { smart_count: more })} />
        </Tooltip>
      )}
    </Stack>
  );
}
