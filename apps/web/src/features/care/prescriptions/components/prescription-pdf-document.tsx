// Loaded only when a PDF is made (download-prescription-pdf.ts): @react-pdf/renderer is large.
import { MSG, PRODUCT_NAME } from '@abasto/domain/messages';
import { personName, type PrescriptionDetail, REMEDIO_COLUMNS } from '@abasto/domain/prescription';
import { Document, type DocumentProps, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { formatIssueDate, formatIssueDateTime } from './format-issue-date.ts';
import { PDF_FONT_FAMILY, pdfSafe } from './pdf-font.ts';

const BLUE = '#1c5fa8';
const GRAY = '#5f6b7a';
const LINE = '#d5dbe3';

const s = StyleSheet.create({
  page: { paddingTop: 40, paddingBottom: 56, paddingHorizontal: 44, fontSize: 10, fontFamily: PDF_FONT_FAMILY, color: '#1f2933' },
  header: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-end', borderBottom: `2 solid ${BLUE}`, paddingBottom: 8 },
  brand: { fontSize: 9, color: GRAY },
  heading: { fontSize: 18, fontWeight: 'bold', color: BLUE },
  issued: { fontSize: 10, textAlign: 'right' },
  title: { fontSize: 14, fontWeight: 'bold', marginTop: 18 },
  people: { flexDirection: 'row', marginTop: 12, gap: 16 },
  box: { flexGrow: 1, flexBasis: 0, border: `1 solid ${LINE}`, borderRadius: 4, padding: 8 },
  label: { fontSize: 8, color: GRAY, textTransform: 'uppercase', marginBottom: 2 },
  value: { fontSize: 11, fontWeight: 'bold' },
  small: { fontSize: 9, color: GRAY, marginTop: 2 },
  section: { fontSize: 11, fontWeight: 'bold', marginTop: 20, marginBottom: 6, color: BLUE },
  table: { border: `1 solid ${LINE}`, borderRadius: 4 },
  row: { flexDirection: 'row', borderTop: `1 solid ${LINE}` },
  headRow: { flexDirection: 'row', backgroundColor: '#eef3f9' },
  cell: { padding: 6 },
  headCell: { padding: 6, fontSize: 8, fontWeight: 'bold', color: GRAY, textTransform: 'uppercase' },
  notes: { lineHeight: 1.4 },
  signature: { marginTop: 48, alignSelf: 'flex-end', width: 220, borderTop: '1 solid #1f2933', paddingTop: 4, textAlign: 'center' },
  footer: { position: 'absolute', bottom: 24, left: 44, right: 44, flexDirection: 'row', justifyContent: 'space-between', fontSize: 8, color: GRAY, fontFamily: PDF_FONT_FAMILY },
});

// Column widths of the medication table, in percent of its width (the name takes the rest).
const WIDTHS: Record<string, string> = { dose: '15%', interval: '15%', quantity: '20%', administration: '20%' };
const COLUMNS = REMEDIO_COLUMNS.map((c) => ({ ...c, width: WIDTHS[c.key] ?? '30%' }));

/**
 * The prescription as a printable A4 document with real, selectable text, in the embedded font
 * (registerPdfFont before rendering); every text from the record goes through pdfSafe.
 */
export function prescriptionPdfDocument(p: PrescriptionDetail): ReactElement<DocumentProps> {
  const generatedAt = formatIssueDateTime(new Date().toISOString());
  return (
    <Document title={pdfSafe(p.title)} author={pdfSafe(personName(p.doctor))} subject={MSG.carePrescriptionPdfHeader} creator={PRODUCT_NAME} language="pt-BR">
      <Page size="A4" style={s.page}>
        <View style={s.header}>
          <View>
            <Text style={s.brand}>{PRODUCT_NAME}</Text>
            <Text style={s.heading}>{MSG.carePrescriptionPdfHeader}</Text>
          </View>
          <View>
            <Text style={s.label}>{MSG.carePrescriptionIssued}</Text>
            <Text style={s.issued}>{formatIssueDate(p.createdAt)}</Text>
          </View>
        </View>

        <Text style={s.title}>{pdfSafe(p.title)}</Text>

        <View style={s.people}>
          <View style={s.box}>
            <Text style={s.label}>{MSG.carePrescriptionDoctor}</Text>
            <Text style={s.value}>{pdfSafe(personName(p.doctor))}</Text>
            <Text style={s.small}>{pdfSafe(p.doctor.email)}</Text>
          </View>
          <View style={s.box}>
            <Text style={s.label}>{MSG.carePatient}</Text>
            <Text style={s.value}>{pdfSafe(personName(p.patient))}</Text>
          </View>
        </View>

        <Text style={s.section}>{MSG.carePrescriptionMedication}</Text>
        {p.remedios.length === 0 ? (
          <Text>{MSG.carePrescriptionNoRemedios}</Text>
        ) : (
          <View style={s.table}>
            <View style={s.headRow} fixed>
              {COLUMNS.map((c) => (
                <Text key={c.key} style={[s.headCell, { width: c.width }]}>
                  {c.label}
                </Text>
              ))}
            </View>
            {p.remedios.map((r, i) => {
              return (
                <View key={r.id} style={s.row} wrap={false}>
                  {COLUMNS.map((c) => (
                    <Text key={c.key} style={[s.cell, { width: c.width }, c.key === 'name' ? { fontWeight: 'bold' } : {}]}>
                      {pdfSafe(c.key === 'name' ? `${i + 1}. ${r.name}` : (c.value(r) ?? MSG.careNone))}
                    </Text>
                  ))}
                </View>
              );
            })}
          </View>
        )}

        {p.notes && (
          <>
            <Text style={s.section}>{MSG.carePrescriptionNotes}</Text>
            <Text style={s.notes}>{pdfSafe(p.notes)}</Text>
          </>
        )}

        {p.contenidos.length > 0 && (
          <>
            <Text style={s.section}>{MSG.carePrescriptionContents}</Text>
            {p.contenidos.map((c) => (
              <Text key={c.id} style={s.notes}>
                • {pdfSafe(c.title)} ({pdfSafe(c.type)})
              </Text>
            ))}
          </>
        )}

        <View style={s.signature} wrap={false}>
          <Text>{pdfSafe(personName(p.doctor))}</Text>
          <Text style={s.small}>{MSG.carePrescriptionPdfSignature}</Text>
        </View>

        <View style={s.footer} fixed>
          <Text>
            {MSG.carePrescriptionPdfFooter} · {generatedAt}
          </Text>
          <Text render={({ pageNumber, totalPages }) => `${pageNumber} / ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}
