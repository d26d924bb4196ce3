import { catalogTitleIn, type TranslatedCatalogName } from '../catalogs/data/catalogTranslations';
import { personNameIn } from '../privacy/erasedNames';
import type { DocumentLocale } from './documents';

/** A document's wording in one language: headings, labels and the phrases around dates and page numbers. */
export interface DocumentWords {
  /** An entry of a reference list (an industry, a project type, a practitioner group) in this language. */
  catalog: (catalog: TranslatedCatalogName, item: { id: number; title: string }) => string;
  titles: { cv: string; team: string; project: string };
  sections: {
    about_me: string;
    skills: string;
    industry_experience: string;
    projects: string;
    certifications: string;
    project_interests: string;
  };
  practitionerGroup: string;
  level: string;
  country: string;
  languages: string;
  levels: Record<1 | 2 | 3, string>;
  purpose: string;
  /** A team's cost per week (a share link that shows rates), and what it says when there is none. */
  costPerWeek: string;
  costUnknown: string;
  members: string;
  member: string;
  role: string;
  topSkills: string;
  noMembers: string;
  brief: string;
  engagementType: string;
  engagementTypes: { DTH: string; DPD: string };
  projectType: string;
  dates: string;
  status: string;
  statuses: Record<'draft' | 'posted' | 'in_progress' | 'completed' | 'cancelled', string>;
  milestones: string;
  milestoneStatuses: Record<'todo' | 'in_progress' | 'done', string>;
  due: string;
  budget: string;
  team: string;
  noTeam: string;
  anonymised: string;
  sharedOn: (date: string) => string;
  /** Who shares a share link's document: the owner's company. */
  sharedBy: (company: string) => string;
  sharedLiveOn: (date: string) => string;
  asOf: (date: string) => string;
  generatedOn: (date: string) => string;
  page: (n: number, m: number) => string;
}

const en: DocumentWords = {
  catalog: (catalog, item) => catalogTitleIn('en', catalog, item),
  titles: { cv: 'Curriculum vitae', team: 'Team pack', project: 'Project brief' },
  sections: {
    about_me: 'About me',
    skills: 'Skills',
    industry_experience: 'Industry experience',
    projects: 'Work experience',
    certifications: 'Certifications',
    project_interests: 'Project interests',
  },
  practitionerGroup: 'Practitioner group',
  level: 'Level',
  country: 'Country',
  languages: 'Languages',
  levels: { 1: 'Beginner', 2: 'Mid-weight', 3: 'Experienced' },
  purpose: 'Purpose',
  costPerWeek: 'Cost per week',
  costUnknown: 'Not known: a member has no day rate, or rates are in different currencies',
  members: 'Members',
  member: 'Member',
  role: 'Role',
  topSkills: 'Top skills',
  noMembers: 'No members yet',
  brief: 'Brief',
  engagementType: 'Type',
  engagementTypes: { DTH: 'Digital team hire', DPD: 'Digital project delivery' },
  projectType: 'Project type',
  dates: 'Dates',
  status: 'Status',
  statuses: {
    draft: 'Draft',
    posted: 'Posted',
    in_progress: 'In progress',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },
  milestones: 'Milestones',
  milestoneStatuses: { todo: 'To do', in_progress: 'In progress', done: 'Done' },
  due: 'Due',
  budget: 'Budget',
  team: 'Team',
  noTeam: 'No team assigned yet',
  anonymised: 'Names are shortened at the sharer’s request',
  sharedOn: (date) => `As shared on ${date}`,
  sharedBy: (company) => `Shared by ${company}`,
  sharedLiveOn: (date) => `Shared on ${date}, shown as it is now`,
  asOf: (date) => `As it was on ${date}`,
  generatedOn: (date) => `Generated on ${date}`,
  page: (n, m) => `Page ${n} of ${m}`,
};

const fr: DocumentWords = {
  catalog: (catalog, item) => catalogTitleIn('fr', catalog, item),
  titles: { cv: 'Curriculum vitae', team: 'Dossier d’équipe', project: 'Présentation du projet' },
  sections: {
    about_me: 'À propos de moi',
    skills: 'Compétences',
    industry_experience: 'Expérience sectorielle',
    projects: 'Expérience professionnelle',
    certifications: 'Certifications',
    project_interests: 'Projets recherchés',
  },
  practitionerGroup: 'Groupe de praticiens',
  level: 'Niveau',
  country: 'Pays',
  languages: 'Langues',
  levels: { 1: 'Débutant', 2: 'Intermédiaire', 3: 'Expérimenté' },
  purpose: 'Objectif',
  costPerWeek: 'Coût par semaine',
  costUnknown: 'Inconnu : un membre n’a pas de tarif journalier, ou les tarifs sont dans des devises différentes',
  members: 'Membres',
  member: 'Membre',
  role: 'Rôle',
  topSkills: 'Compétences principales',
  noMembers: 'Pas encore de membres',
  brief: 'Description',
  engagementType: 'Type',
  engagementTypes: { DTH: 'Recrutement d’équipe digitale', DPD: 'Livraison de projet digital' },
  projectType: 'Type de projet',
  dates: 'Dates',
  status: 'Statut',
  statuses: {
    draft: 'Brouillon',
    posted: 'Publié',
    in_progress: 'En cours',
    completed: 'Terminé',
    cancelled: 'Annulé',
  },
  milestones: 'Jalons',
  milestoneStatuses: { todo: 'À faire', in_progress: 'En cours', done: 'Fait' },
  due: 'Échéance',
  budget: 'Budget',
  team: 'Équipe',
  noTeam: 'Pas encore d’équipe',
  anonymised: 'Noms abrégés à la demande de la personne qui partage',
  sharedOn: (date) => `Tel que partagé le ${date}`,
  sharedBy: (company) => `Partagé par ${company}`,
  sharedLiveOn: (date) => `Partagé le ${date}, tel qu’il est aujourd’hui`,
  asOf: (date) => `Tel qu’au ${date}`,
  generatedOn: (date) => `Généré le ${date}`,
  page: (n, m) => `Page ${n} sur ${m}`,
};

const ro: DocumentWords = {
  catalog: (catalog, item) => catalogTitleIn('ro', catalog, item),
  titles: { cv: 'Curriculum vitae', team: 'Dosarul echipei', project: 'Prezentarea proiectului' },
  sections: {
    about_me: 'Despre mine',
    skills: 'Competențe',
    industry_experience: 'Experiență în industrie',
    projects: 'Experiență profesională',
    certifications: 'Certificări',
    project_interests: 'Proiecte de interes',
  },
  practitionerGroup: 'Grup de specialiști',
  level: 'Nivel',
  country: 'Țară',
  languages: 'Limbi',
  levels: { 1: 'Începător', 2: 'Intermediar', 3: 'Experimentat' },
  purpose: 'Scop',
  costPerWeek: 'Cost pe săptămână',
  costUnknown: 'Necunoscut: un membru nu are tarif pe zi sau tarifele sunt în monede diferite',
  members: 'Membri',
  member: 'Membru',
  role: 'Rol',
  topSkills: 'Competențe principale',
  noMembers: 'Încă nu are membri',
  brief: 'Descriere',
  engagementType: 'Tip',
  engagementTypes: { DTH: 'Angajare de echipă digitală', DPD: 'Livrare de proiect digital' },
  projectType: 'Tip de proiect',
  dates: 'Perioadă',
  status: 'Stare',
  statuses: {
    draft: 'Ciornă',
    posted: 'Publicat',
    in_progress: 'În desfășurare',
    completed: 'Finalizat',
    cancelled: 'Anulat',
  },
  milestones: 'Etape',
  milestoneStatuses: { todo: 'De făcut', in_progress: 'În lucru', done: 'Gata' },
  due: 'Termen',
  budget: 'Buget',
  team: 'Echipă',
  noTeam: 'Încă nu are echipă',
  anonymised: 'Nume prescurtate la cererea celui care a distribuit',
  sharedOn: (date) => `Așa cum a fost distribuit pe ${date}`,
  sharedBy: (company) => `Distribuit de ${company}`,
  sharedLiveOn: (date) => `Distribuit pe ${date}, așa cum este acum`,
  asOf: (date) => `Așa cum era pe ${date}`,
  generatedOn: (date) => `Generat pe ${date}`,
  page: (n, m) => `Pagina ${n} din ${m}`,
};

const zh: DocumentWords = {
  catalog: (catalog, item) => catalogTitleIn('zh', catalog, item),
  titles: { cv: '个人简历', team: '团队资料包', project: '项目简介' },
  sections: {
    about_me: '关于我',
    skills: '技能',
    industry_experience: '行业经验',
    projects: '工作经历',
    certifications: '证书',
    project_interests: '感兴趣的项目',
  },
  practitionerGroup: '从业者群体',
  level: '级别',
  country: '国家',
  languages: '语言',
  levels: { 1: '初级', 2: '中级', 3: '资深' },
  purpose: '目的',
  costPerWeek: '每周成本',
  costUnknown: '未知：有成员未设置日费率，或费率币种不同',
  members: '成员',
  member: '成员',
  role: '角色',
  topSkills: '主要技能',
  noMembers: '暂无成员',
  brief: '简介',
  engagementType: '类型',
  engagementTypes: { DTH: '数字团队招聘', DPD: '数字项目交付' },
  projectType: '项目类型',
  dates: '日期',
  status: '状态',
  statuses: { draft: '草稿', posted: '已发布', in_progress: '进行中', completed: '已完成', cancelled: '已取消' },
  milestones: '里程碑',
  milestoneStatuses: { todo: '待办', in_progress: '进行中', done: '已完成' },
  due: '截止',
  budget: '预算',
  team: '团队',
  noTeam: '尚未指派团队',
  anonymised: '应分享者要求，姓名已缩写',
  sharedOn: (date) => `分享于 ${date} 时的内容`,
  sharedBy: (company) => `由 ${company} 分享`,
  sharedLiveOn: (date) => `分享于 ${date}，显示当前内容`,
  asOf: (date) => `${date} 时的内容`,
  generatedOn: (date) => `生成于 ${date}`,
  page: (n, m) => `第 ${n} 页，共 ${m} 页`,
};

export const DOCUMENT_WORDS: Readonly<Record<DocumentLocale, DocumentWords>> = { en, fr, ro, zh };

/**
 * Dates, numbers, languages and names as the locale writes them (Intl: "27 novembre 2026", "2026年11月27日",
 * "1 500,00 €", "法语"; an erased person as "已删除的用户").
 */
export function documentFormats(locale: DocumentLocale) {
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const languages = new Intl.DisplayNames(locale, { type: 'language', fallback: 'none' });
  const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  return {
    /** A moment of the report's as-of view, to the minute (UTC, as the report's times are). */
    moment: (iso: string) => `${moment.format(new Date(iso))} UTC`,
    day: (iso: string | Date) => {
      const date = typeof iso === 'string' ? new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso) : iso;
      return Number.isNaN(date.getTime()) ? String(iso) : day.format(date);
    },
    money: (amount: number, currency: string) => {
      try {
        return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
      } catch {
        return `${new Intl.NumberFormat(locale).format(amount)} ${currency}`;
      }
    },
    /** A language of the reference list by its ISO 639-1 code, as the signed-in UI words it; its stored title without one. */
    language: (item: { title: string; code?: string }) => {
      try {
        return (item.code && languages.of(item.code)) || item.title;
      } catch {
        return item.title;
      }
    },
    person: (person: { first_name: string; last_name: string }) => personNameIn(locale, person),
  };
}
