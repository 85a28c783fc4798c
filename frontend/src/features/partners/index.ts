export { PartnerBlock } from './components/PartnerBlock';
