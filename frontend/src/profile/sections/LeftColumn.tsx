import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import { Box, Button, Chip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CatalogDialog } from '../dialogs/CatalogDialog';
import { ClientTypesDialog, PractitionerGroupDialog } from '../dialogs/QuestionDialogs';
import { SKILLS_SHOWN_BEFORE_MORE } from '../profileDomain';
import { useProfileContext } from '../ProfileContext';
import { EditButton, EmptyText, NoItems, SectionCard } from '../../components/SectionCard';
import { useCatalogTitle } from '../../i18n/useCatalogTitle';

const ChipList = ({
  items,
  testId,
  color = 'default',
}: {
  items: { id: number | string; label: string }[];
  testId: string;
  color?: 'default' | 'primary';
}) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid={testId}>
    {items.map((item) => (
      <Chip
        key={item.id}
        label={item.label}
        color={color}
        variant={color === 'primary' ? 'filled' : 'outlined'}
        sx={{ fontWeight: 500 }}
      />
    ))}
  </Box>
);

/** Preferred Practitioner Group and Types of Client (answered or edit mode), Skills, Industry Experience. */
export function LeftColumn() {
  const translate = useTranslate();
  const { profile, editing } = useProfileContext();
  const catalogTitle = useCatalogTitle();
  const [open, setOpen] = useState<null | 'group' | 'clients' | 'skills' | 'industries'>(null);
  const [expanded, setExpanded] = useState(false);
  const close = () => setOpen(null);
  const skills = profile.specialist_skills.map((s) => ({ id: s.dv_skills.id, label: s.dv_skills.skill_title }));
  const shown = expanded ? skills : skills.slice(0, SKILLS_SHOWN_BEFORE_MORE);
  const hidden = skills.length - SKILLS_SHOWN_BEFORE_MORE;
  const industries = profile.dv_industry_experiences.map(({ industry_experience: i }) => ({
    id: i.id,
    label: catalogTitle('industries', { id: i.id, title: i.industry_experience }),
  }));

  return (
    <>
      {(profile.practitioner_group || editing) && (
        <SectionCard
          title={translate('app.profile.questions.0')}
          icon={<GroupsOutlined />}
          testId="practitioner-group"
          action={
            editing &&
            profile.practitioner_group && (
              <EditButton
                label={translate('app.profile.questions.0')}
                onClick={() => setOpen('group')}
                testId="edit-practitioner-group"
              />
            )
          }
        >
          {profile.practitioner_group ? (
            <ChipList
              color="primary"
              testId="practitioner-group-value"
              items={[
                {
                  id: profile.practitioner_group.id,
                  label: translate(`app.profile.practitioner_groups.${profile.practitioner_group.id}`, {
                    _: profile.practitioner_group.title,
                  }),
                },
              ]}
            />
          ) : (
            <NoItems
              onAdd={() => setOpen('group')}
              testId="practitioner-group"
              section={translate('app.profile.questions.0')}
            />
          )}
        </SectionCard>
      )}
      {(profile.client_types.length > 0 || editing) && (
        <SectionCard
          title={translate('app.profile.questions.1')}
          icon={<HandshakeOutlined />}
          testId="client-types"
          action={
            editing &&
            profile.client_types.length > 0 && (
              <EditButton
                label={translate('app.profile.questions.1')}
                onClick={() => setOpen('clients')}
                testId="edit-client-types"
              />
            )
          }
        >
          {profile.client_types.length > 0 ? (
            <ChipList
              testId="client-types-value"
              items={profile.client_types.map((c) => ({
                id: c.id,
                label: translate(`app.profile.client_types.${c.id}`, { _: c.title }),
              }))}
            />
          ) : (
            <NoItems
              onAdd={() => setOpen('clients')}
              testId="client-types"
              section={translate('app.profile.questions.1')}
            />
          )}
        </SectionCard>
      )}
      <SectionCard
        id="skills"
        title={translate('app.profile.sections.skills')}
        icon={<PsychologyOutlined />}
        testId="skills"
        action={
          editing && (
            <EditButton
              label={translate('app.profile.dialogs.skills')}
              onClick={() => setOpen('skills')}
              testId="edit-skills"
            />
          )
        }
      >
        {skills.length === 0 ? (
          <EmptyText testId="skills-empty">{translate('app.profile.empty.no_skill')}</EmptyText>
        ) : (
          <>
            <ChipList items={shown} testId="skills-list" />
            {hidden > 0 && (
              <Button size="small" onClick={() => setExpanded((e) => !e)} sx={{ mt: 1.5 }} data-testid="skills-more">
                {expanded
                  ? translate('app.profile.actions.show_less')
                  : translate('app.profile.actions.view_more', { count: hidden })}
              </Button>
            )}
          </>
        )}
      </SectionCard>
      <SectionCard
        title={translate('app.profile.sections.industry_experience')}
        icon={<BusinessCenterOutlined />}
        testId="industries"
        action={
          editing && (
            <EditButton
              label={translate('app.profile.dialogs.industries')}
              onClick={() => setOpen('industries')}
              testId="edit-industries"
            />
          )
        }
      >
        {industries.length === 0 ? (
          <EmptyText testId="industries-empty">{translate('app.profile.empty.no_industry')}</EmptyText>
        ) : (
          <ChipList items={industries} testId="industries-list" />
        )}
      </SectionCard>
      {open === 'group' && <PractitionerGroupDialog open onClose={close} />}
      {open === 'clients' && <ClientTypesDialog open onClose={close} />}
      {open === 'skills' && <CatalogDialog kind="skills" open onClose={close} />}
      {open === 'industries' && <CatalogDialog kind="industries" open onClose={close} />}
    </>
  );
}
