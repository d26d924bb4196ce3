import { writeFileSync } from 'node:fs';
import { documentModel, type PublicProfile, type DocumentLocale } from '@dth/domain';
import { PdfRenderer, documentFontFiles, loadEnv } from '@dth/infrastructure';
const p: PublicProfile = {
  id: 'a', first_name: 'Ioana', last_name: 'Ștefănescu', avatar: '/media/avatars/x-256.webp', industry_title: 'Data engineer — pipelines', professional_experience_info: 'I build data platforms. 我是一名数据工程师，专注于实时分析。 ' .repeat(8),
  experience_level_id: 3, experience_level: 'Experienced', country: 'Romania', skills: [{id:1,title:'TypeScript'},{id:2,title:'PostgreSQL'},{id:3,title:'Kafka'}], languages: [{id:1,title:'Romanian'},{id:2,title:'English'}],
  industries: [{id:1,title:'Fintech'}], project_types: [{id:1,title:'Data platform'}], practitioner_group: {id:1,title:'Engineering'},
  educations: [{degree:'MSc Computer Science', name:'Distributed systems', specialisation:'Politehnica București', started_at:2012, finished_at:2014, description:null}],
  work_experiences: Array.from({length:6},(_, i)=>({name:`Company ${i}`, position:'Lead engineer', started_at:2015+i, finished_at:2016+i, description:'Led a team of five building a streaming platform for payments, with exactly-once delivery and 99.99% uptime. '.repeat(2), city:'Cluj-Napoca', country:'Romania'})),
};
const r = new PdfRenderer(documentFontFiles(loadEnv()));
for (const locale of ['en','zh','ro'] as DocumentLocale[]) {
  const t0 = performance.now();
  const model = documentModel({ content: { kind: 'cv', data: p, profiles: {} }, moment: { kind: 'shared', at: '2026-11-20T10:00:00Z' }, anonymised: false, options: { paper: 'a4', locale } }, new Date());
  const pdf = await r.render(model, 'a4', new Map([['/media/avatars/x-256.webp', Buffer.from('not an image')]]), new Date());
  console.log(locale, (performance.now()-t0).toFixed(0), pdf.length);
  writeFileSync(`/tmp/pdfs/cv-${locale}.pdf`, pdf);
}
{
  const card = (i: number) => ({ id: `m${i}`, first_name: 'Amara', last_name: `Okafor ${i}`, avatar: null, role_title: 'Tech lead', industry_title: 'Senior Full-Stack Engineer (iOS & Android)', experience_level_id: 3 as const, experience_level: 'Experienced', country: 'Nigeria', top_skills: [{ id: 1, title: 'TypeScript' }, { id: 2, title: 'React' }], languages: [] });
  const model = documentModel({ content: { kind: 'team', data: { name: 'Squad', purpose: 'Build', members: [card(1), card(2)] }, profiles: {} }, moment: { kind: 'shared-live', at: '2026-11-20T10:00:00Z' }, anonymised: false, options: { paper: 'a4', locale: 'en' } }, new Date());
  writeFileSync('/tmp/pdfs/team.pdf', await r.render(model, 'a4', new Map(), new Date()));
}
