import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { Box, Chip, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EmptyText, SectionCard } from '../components/SectionCard';
import { usePersonName } from '../components/fullName';
import type { SpecialistCard, TeamRecord } from '../providers/hiringDomain';

/** What the panel reads: a team's members and its coverage (a team, or a project with its assigned team). */
export interface Covered {
  members: readonly { specialist_id: string; specialist?: Pick<SpecialistCard, 'first_name' | 'last_name'> | null }[];
  coverage: TeamRecord['coverage'];
}

/**
 * Skill coverage: each required skill with who covers it (or that nobody does), then the other
 * skills the members bring (the union of their skills).
 */
export function SkillCoverage({ team }: { team: Covered }) {
  const translate = useTranslate();
  const personName = usePersonName();
  const names = new Map(team.members.map((m) => [m.specialist_id, personName(m.specialist)]));
  const who = (ids: string[]) => ids.map((id) => names.get(id) ?? '--').join(', ');
  const required = team.coverage.skills.filter((s) => s.required);
  const others = team.coverage.skills.filter((s) => !s.required);
  const covered = required.length - team.coverage.missing.length;
  return (
    <SectionCard title={translate('app.hiring.coverage.title')} icon={<FactCheckOutlined />} testId="skill-coverage">
      {required.length > 0 ? (
        <Box sx={{ mb: 2.5 }}>
          <Stack direction="row" justifyContent="space-between" sx={{ mb: 0.75 }}>
            <Typography variant="subtitle2" component="h3">
              {translate('app.hiring.coverage.required')}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 650 }} data-testid="coverage-count">
              {translate('app.hiring.coverage.covered_of', { covered, total: required.length })}
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={(covered / required.length) * 100}
            color={covered === required.length ? 'success' : 'warning'}
            sx={{ height: 8, borderRadius: 4, mb: 1.5 }}
            aria-label={translate('app.hiring.coverage.covered_of', { covered, total: required.length })}
          />
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {required.map((skill) => (
              <Stack
                component="li"
                key={skill.id}
                direction="row"
                spacing={1}
                alignItems="center"
                justifyContent="space-between"
                data-testid="coverage-required"
                data-covered={skill.covered_by.length > 0 ? 'true' : 'false'}
              >
                <Chip
                  size="small"
                  label={skill.title}
                  color={skill.covered_by.length ? 'success' : 'warning'}
                  variant={skill.covered_by.length ? 'filled' : 'outlined'}
                />
                <Typography
                  variant="caption"
                  color={skill.covered_by.length ? 'text.secondary' : 'warning.dark'}
                  sx={{ textAlign: 'right', fontWeight: skill.covered_by.length ? 400 : 600 }}
                >
                  {skill.covered_by.length ? who(skill.covered_by) : translate('app.hiring.coverage.nobody')}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </Box>
      ) : (
        <EmptyText>{translate('app.hiring.coverage.no_required')}</EmptyText>
      )}
      {team.coverage.missing.length > 0 && (
        <Box sx={{ mb: 2.5 }} data-testid="coverage-missing">
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.75 }}>
            {translate('app.hiring.coverage.missing')}
          </Typography>
          <Stack direction="row" spacing={0.75} useFlexGap flexWrap="wrap">
            {team.coverage.missing.map((skill) => (
              <Chip key={skill.id} size="small" color="warning" label={skill.title} />
            ))}
          </Stack>
        </Box>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.75, mt: required.length ? 0 : 2 }}>
        {translate('app.hiring.coverage.brought')}
      </Typography>
      {others.length ? (
        <Stack direction="row" spacing={0.75} useFlexGap flexWrap="wrap" data-testid="coverage-union">
          {others.map((skill) => (
            <Tooltip key={skill.id} title={who(skill.covered_by)}>
              <Chip
                size="small"
                variant="outlined"
                label={skill.covered_by.length > 1 ? `${skill.title} ×${skill.covered_by.length}` : skill.title}
                tabIndex={0}
              />
            </Tooltip>
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate(team.members.length ? 'app.hiring.coverage.no_more' : 'app.hiring.coverage.no_members')}
        </Typography>
      )}
    </SectionCard>
  );
}
