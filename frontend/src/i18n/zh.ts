import en from './en';
const zh = { ...en };
export default zh;
