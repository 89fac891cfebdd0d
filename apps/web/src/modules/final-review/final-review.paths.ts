/** Where a bill opens from these pages: the final-review detail (bill module) and the print sheet, by URL. */
export const finalDetailHref = (id: number) => `/finalManage/billFinalDetail?id=${id}`;
export const finalPrintHref = (id: number) => `/finalPrint?id=${id}`;
