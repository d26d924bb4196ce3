/** The PDF button of a profile, team or project page, and the paths it asks for. */
export { DocumentButton, documentPaths } from './DocumentButton';
