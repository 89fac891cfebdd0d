import { FieldOrderFormPage } from './field-order-form-page';

/** The hidden /outerOrder pages (spec 001 §2), each its kind's form (FIELD_ORDER_PAGES). */
export const HouseResearchPage = () => <FieldOrderFormPage page="houseResearch" />;
export const NotarizationVerifyPage = () => <FieldOrderFormPage page="notarizationVerify" />;
export const MortgageApprovalAddPage = () => <FieldOrderFormPage page="mortgageApprovalAdd" />;
export const BankDownStreamPage = () => <FieldOrderFormPage page="bankDownStream" />;
export const BankDownStreamEditPage = () => <FieldOrderFormPage page="bankDownStreamEdit" />;
export const BankUpStreamDetailPage = () => <FieldOrderFormPage page="bankUpStreamDetail" />;
export const MarriagePage = () => <FieldOrderFormPage page="marriage" />;
export const CompanyApprovalAddPage = () => <FieldOrderFormPage page="companyApprovalAdd" />;
export const CompanyApprovalEditPage = () => <FieldOrderFormPage page="companyApprovalEdit" />;
